// npm start: build the app when its sources are newer than dist/, compile the server when its sources are newer
// than dist-server/, then run the compiled server in this same Node process (no TypeScript loader at run time).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serverOut } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, entry) => Math.max(max, newestMtime(join(path, entry))), stat.mtimeMs);
}

const stale = (output, sources) =>
  !existsSync(output) || Math.max(...sources.map((p) => newestMtime(join(root, p)))) > statSync(output).mtimeMs;

if (process.env.SKIP_BUILD !== '1') {
  if (
    stale(join(root, 'dist', 'index.html'), ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package.json'])
  ) {
    console.log('正在构建前端 (vite build)…');
    const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (stale(join(serverOut, 'main.mjs'), ['server', 'src/domain', 'package.json'])) {
    console.log('正在编译服务器 (dist-server)…');
    await buildServer();
  }
}

await import(pathToFileURL(join(serverOut, 'main.mjs')).href);
