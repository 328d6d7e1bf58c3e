// A throw-away PostgreSQL cluster for the tests: Debian's server binaries (package postgresql), a fresh data folder
// in the temp dir, a free port on 127.0.0.1, trust authentication, no system service. Run as root (CI), the server runs
// as the `postgres` user the package creates, since PostgreSQL refuses to run as root. See docs/testing.md.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './run-support.mjs';

/** The folder of initdb and pg_ctl: PG_BIN, else the newest Debian installation; undefined when there is none. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(base, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as `postgres` when we are root. */
function run(bin, program, args) {
  const command = join(bin, program);
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
}

/**
 * Starts a cluster; resolves with its maintenance URL (database `postgres`) and `stop()`, which stops it and removes
 * its folder. Tests make their own databases in it (tests/server/helpers.ts scratchDatabase).
 */
export async function startPostgres(bin = postgresBin()) {
  if (!bin) throw new Error('PostgreSQL is not installed (Debian package postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'exam-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    // Throw-away data: no need to wait for the disk.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
