// nginx in front of several reference servers, as docs/operations.md "Running several instances" describes: the
// sample configuration deploy/nginx.conf with its ports replaced, in a throw-away prefix, run as the current user
// (no system service). Used by the multi-instance tests and the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './run-support.mjs';

const root = new URL('..', import.meta.url).pathname;
export const SAMPLE_CONFIG = join(root, 'deploy', 'nginx.conf');

/** Debian's nginx (package nginx), NGINX_BIN, or undefined. */
export function nginxBin() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => existsSync(path));
}

/**
 * The sample configuration for these instances' ports and this listening port: its `server 127.0.0.1:…` lines of
 * the upstream are replaced by one per port, its `listen` by `listen 127.0.0.1:<port>`.
 */
export function sampleConfigFor(instancePorts, listenPort) {
  const sample = readFileSync(SAMPLE_CONFIG, 'utf8');
  const upstream = instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');
  const replaced = sample
    .replace(/( {4}server 127\.0\.0\.1:\d+[^\n]*\n)+/, `${upstream}\n`)
    .replace(/listen \d+;/, `listen 127.0.0.1:${listenPort};`);
  if (replaced === sample) throw new Error('deploy/nginx.conf: no upstream servers or listen line to replace');
  return replaced;
}

/** Starts nginx on a free port in front of `instancePorts`; resolves with its URL and `stop()`. */
export async function startNginx(instancePorts, bin = nginxBin()) {
  if (!bin) throw new Error('nginx is not installed (Debian package nginx)');
  const prefix = mkdtempSync(join(tmpdir(), 'exam-nginx-'));
  // Run as root, nginx's workers switch to `nobody`: their temp folders must be theirs too.
  chmodSync(prefix, 0o777);
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir), { mode: 0o777 });
  chmodSync(join(prefix, 'temp'), 0o777);
  const port = await freePort();
  const temp = (name) => join(prefix, 'temp', name);
  const main = [
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'logs', 'error.log')} warn;`,
    'worker_processes 1;',
    'events { worker_connections 1024; }',
    'http {',
    `  access_log off;`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    sampleConfigFor(instancePorts, port),
    '}',
    '',
  ].join('\n');
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, main);
  const check = spawnSync(bin, ['-p', prefix, '-c', conf, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration: ${check.stderr}`);
  const child = spawn(bin, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 10_000; ;) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`nginx did not start: ${stderr}`);
    try {
      await fetch(`${url}/health`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // Fast shutdown: open websockets and keep-alive connections are closed, not waited for.
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
