/**
 * The server's log (docs/operations.md "Logs"): JSON lines, one per answered request, each line of a request with
 * its id (the client's X-Request-Id when well formed), never a password, a token or a code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLogger } from '../../server/lib/server-logger';
import { call, client, startTestServer, tokenFor, type TestServer } from './helpers';

const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    requestLog: true,
    logger: serverLogger('info', { write: (line) => void lines.push(line) }),
  });
});
afterAll(() => server?.close());

describe('the server log', () => {
  it('writes a JSON line per request with its id, and no secret sent in a body, an address or a header', async () => {
    const token = await tokenFor(server.app, 'admin', '123456');
    const admin = client(server.app, token);
    await admin.put('/sys/user/updatePassword', {
      username: 'admin',
      oldpassword: 'Wrong-Old-1',
      password: 'Secret-New-9',
      confirmpassword: 'Secret-New-9',
    });
    await call(server.app, {
      method: 'GET',
      url: `/jeecg-boot/sys/user/list?token=${token}`,
      headers: { 'X-Request-Id': 'replay-0001-abc' },
    });
    await call(server.app, {
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      payload: { username: 'admin', password: 'Nope-77' },
    });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    expect(requests.map((e) => e.url)).toEqual(
      expect.arrayContaining(['/jeecg-boot/sys/user/updatePassword', '/jeecg-boot/sys/user/list?token=***']),
    );
    for (const e of requests) expect(e).toMatchObject({ reqId: expect.any(String), status: expect.any(Number) });
    expect(requests.find((e) => String(e.url).startsWith('/jeecg-boot/sys/user/list'))?.reqId).toBe('replay-0001-abc');
    const ids = requests.map((e) => e.reqId);
    expect(new Set(ids).size).toBe(ids.length);
    const all = lines.join('\n');
    for (const secret of [token, '123456', 'Wrong-Old-1', 'Secret-New-9', 'Nope-77']) expect(all).not.toContain(secret);
  });
});
