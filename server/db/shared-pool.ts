import pg from 'pg';
import type { Db } from './db-type';

/**
 * The node-postgres pool under `db` when the app runs on PostgreSQL (DATABASE_URL), which several instances may
 * share; undefined on the embedded database, which one process owns.
 */
export function sharedPool(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
