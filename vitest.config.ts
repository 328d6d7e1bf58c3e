import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // The files share one jsdom and one module graph (3x faster); tests/unit/setup.ts resets what they change.
          isolate: false,
          // The heaviest tests (axe runs, whole forms) take 2-3 s on an idle machine: keep a margin for a busy one.
          testTimeout: 15000,
          // Vitest's default (one worker fewer than the cores) leaves a 2-core machine one worker: two take the
          // suite from ~180 s to ~100 s there, and pass as reliably.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      serverProject('server', 'pglite'),
      serverProject('server-pg', 'postgres'),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90000,
          hookTimeout: 180000,
          // A page on a busy 2-core machine can take seconds to show what a poll waits for (1 s by default).
          expect: { poll: { timeout: 10000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});

/** The server suite on one engine (tests/server/helpers.ts startTestServer): the same files on PGlite and PostgreSQL. */
function serverProject(name: string, engine: 'pglite' | 'postgres') {
  return {
    resolve: { alias },
    test: {
      name,
      env: { TEST_DB: engine },
      include: ['tests/server/**/*.test.ts'],
      environment: 'node',
      // On PostgreSQL: a throw-away cluster (docs/testing.md).
      globalSetup: engine === 'postgres' ? ['tests/server/global-setup.ts'] : [],
      // The memory checks collect garbage before they read the process's RSS.
      execArgv: ['--expose-gc'],
      // The files share one module graph: each starts its own server on its own database, and the server's
      // modules are imported once instead of once per file (about a minute of the suite).
      isolate: false,
      testTimeout: 60000,
      hookTimeout: 120000,
    },
  };
}
