import type { Browser } from 'playwright-core';

export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_PATH: string;
export declare function launchChromium(): Promise<Browser>;
export declare function freePort(): Promise<number>;
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
export interface StartedServer {
  url: string;
  port: number;
  pid: number | undefined;
  readyMs: number;
  log: string[];
  stop(): Promise<void>;
  /** SIGKILL, as a crash does. */
  kill(): Promise<void>;
}
export declare function startServer(options: {
  dataDir: string;
  staticDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  sourceMaps?: boolean;
  /** A port of the caller's choosing (default: a free one). */
  port?: number;
  /** Run server/main.ts with tsx instead of the build (tests that must not need `npm run build`). */
  fromSource?: boolean;
}): Promise<StartedServer>;
