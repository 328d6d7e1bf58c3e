export declare function postgresBin(): string | undefined;
export interface StartedPostgres {
  /** The maintenance database's URL (trust authentication on 127.0.0.1). */
  url: string;
  stop(): void;
}
export declare function startPostgres(bin?: string): Promise<StartedPostgres>;
