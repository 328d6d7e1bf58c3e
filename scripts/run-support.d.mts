import type { Browser } from 'playwright-core';

export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_PATH: string;
export declare function launchChromium(): Promise<Browser>;
export declare function freePort(): Promise<number>;
export interface StartedServer {
  url: string;
  port: number;
  pid: number | undefined;
  readyMs: number;
  log: string[];
  stop(): Promise<void>;
}
export declare function startServer(options: {
  dataDir: string;
  staticDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  sourceMaps?: boolean;
  /** A port of the caller's choosing (default: a free one). */
  port?: number;
}): Promise<StartedServer>;
