import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/db-type';
import type { FileStore } from './lib/file-store';
import type { RealtimeHub } from './realtime/hub';
import type { UploadLimits } from './services/upload-ledger';

/** What route handlers and services share: the database, the clock and settings. */
export interface AppContext {
  db: Db;
  /** Current time in epoch ms (tests move it). */
  now(): number;
  /** Idle time after which a session ends (sliding). */
  sessionIdleMs: number;
  /** Absolute session lifetime. */
  sessionMaxMs: number;
  log: FastifyBaseLogger;
  /** Uploaded and generated files (DATA_DIR/upload). */
  files: FileStore;
  /** The X-Sign secret: env SIGN_SECRET, else JeecgBoot's default (plugins/sign-check.ts). */
  signSecret: string;
  /** The sockets of this instance and the pushes to every instance (server/realtime). */
  realtime: RealtimeHub;
  /** Per-account upload quota and rate, and the free-space floor (services/upload-ledger); read at each upload. */
  uploadLimits: UploadLimits;
  /** Tests with at least this many grades have their 成绩统计 computed ahead after a change (services/grade-statistics). */
  statisticsAheadFrom: number;
}
