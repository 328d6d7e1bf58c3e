export declare const SAMPLE_CONFIG: string;
export declare function nginxBin(): string | undefined;
export declare function sampleConfigFor(instancePorts: number[], listenPort: number): string;
export declare function startNginx(
  instancePorts: number[],
  bin?: string,
): Promise<{ url: string; port: number; stop(): Promise<void> }>;
