// Compiles the reference server (server/main.ts and what it imports) into dist-server/main.mjs, so that
// `npm start` runs plain JavaScript in one Node process, with no TypeScript loader. Packages stay external
// (node_modules); the migrations and the PGlite initdb script are copied beside the bundle because the server
// finds them relative to its own file.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { build } from 'rolldown';

const root = new URL('..', import.meta.url).pathname;
export const serverOut = join(root, 'dist-server');

export async function buildServer() {
  rmSync(serverOut, { recursive: true, force: true });
  mkdirSync(serverOut, { recursive: true });
  await build({
    input: join(root, 'server/main.ts'),
    platform: 'node',
    external: (id) => !id.startsWith('.') && !isAbsolute(id),
    output: { file: join(serverOut, 'main.mjs'), format: 'esm', sourcemap: true },
    logLevel: 'warn',
  });
  cpSync(join(root, 'server/db/migrations'), join(serverOut, 'migrations'), { recursive: true });
  cpSync(join(root, 'server/db/pglite-init.mjs'), join(serverOut, 'pglite-init.mjs'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = performance.now();
  await buildServer();
  console.log(`dist-server/main.mjs built in ${Math.round(performance.now() - t0)} ms`);
}
