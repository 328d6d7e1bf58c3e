/**
 * The server process as an orchestrator stops it (docs/operations.md "Health"): on SIGTERM the
 * realtime sockets close with 1001 (going away) and the process exits 0 well within 10 s.
 */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { databaseForProcess } from './helpers';

const root = new URL('../..', import.meta.url).pathname;
let database: Awaited<ReturnType<typeof databaseForProcess>> | undefined;
afterAll(() => database?.drop());

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('SIGTERM', () => {
  it('closes the sockets with 1001 and exits 0 within 10 s', { timeout: 90_000 }, async () => {
    database = await databaseForProcess();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...database.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (String(chunk).includes('reference server running')) resolve();
      });
      child.on('exit', () => reject(new Error('the server did not start')));
    });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/ready`)).status).toBe(200);
    const login = await fetch(`${base}/jeecg-boot/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
    });
    const { token, userInfo } = ((await login.json()) as { result: { token: string; userInfo: { id: string } } })
      .result;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/jeecg-boot/websocket/${userInfo.id}`, [token]);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const started = performance.now();
    child.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await exited).toBe(0);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
