import type { TestProject } from 'vitest/node';
import { postgresBin, startPostgres } from '../../scripts/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A throw-away PostgreSQL cluster's maintenance URL; '' when PostgreSQL is not installed. */
    postgresUrl: string;
  }
}

/**
 * Starts a throw-away PostgreSQL cluster for the server tests that run on PostgreSQL (each makes its own database:
 * helpers.ts scratchDatabase). Without PostgreSQL installed those tests say so and skip; with REQUIRE_POSTGRES=1
 * (`.ci/run`, which installs Debian's postgresql) the run fails instead.
 */
export default async function setup(project: TestProject) {
  const bin = postgresBin();
  if (!bin) {
    if (process.env.REQUIRE_POSTGRES === '1')
      throw new Error('REQUIRE_POSTGRES=1: the server tests need PostgreSQL (the Debian package postgresql)');
    project.provide('postgresUrl', '');
    return;
  }
  const cluster = await startPostgres(bin);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
