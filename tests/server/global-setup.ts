import type { TestProject } from 'vitest/node';
import { postgresBin, startPostgres } from '../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throw-away PostgreSQL cluster's maintenance URL. */
    postgresUrl: string;
  }
}

/**
 * The `server-pg` project (the server suite on PostgreSQL) runs on a throw-away cluster started here; each test file
 * gets a database of its own in it (helpers.ts startTestServer). `npm test` leaves that project out, saying so, where
 * PostgreSQL is not installed; `.ci/run` installs it.
 */
export default async function setup(project: TestProject) {
  const bin = postgresBin();
  if (!bin) throw new Error('the server suite on PostgreSQL needs PostgreSQL (the Debian package postgresql)');
  const cluster = await startPostgres(bin);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
