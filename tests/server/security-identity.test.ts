/**
 * Accounts, sign-in and realtime: the attacks a second probe of the server found (a peer taken over through a phone
 * change, self-granted tenants, SMS pumping, notices re-pushed to everyone, monitoring details), each shown to fail.
 */
import { release } from 'node:os';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG_TYPE, SEND_STATUS } from '../../src/domain/entities/announcement';
import { sysAnnouncement } from '../../server/db/schema';
import { NOTICE_REPUSHES } from '../../server/routes/sys-announcement';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
const as: Record<string, ReturnType<typeof client>> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'wangqiang']) as[name] = client(server.app, await tokenFor(server.app, name));
});
afterAll(async () => {
  await server?.close();
});

describe('re-pushing a notice to everyone (syncNotic)', () => {
  it('a recipient’s sync reaches only his own sockets; the sender re-pushes to all, a few times per notice', async () => {
    const [notice] = await server.opened.db
      .select()
      .from(sysAnnouncement)
      .where(and(eq(sysAnnouncement.msgType, MSG_TYPE.all), eq(sysAnnouncement.sendStatus, SEND_STATUS.published)))
      .limit(1);
    const broadcast = vi.spyOn(server.app.realtime, 'broadcast');
    const toUsers = vi.spyOn(server.app.realtime, 'sendToUsers');
    try {
      for (let i = 0; i < 20; i += 1) await as.wangqiang!.get('/sys/annountCement/syncNotic', { anntId: notice!.id });
      expect(broadcast).not.toHaveBeenCalled();
      expect(toUsers).toHaveBeenCalledTimes(20);
      for (const [userIds] of toUsers.mock.calls) expect(userIds).toHaveLength(1);

      // The sender (admin) re-pushes it to everyone, NOTICE_REPUSHES times per window, then only to himself.
      for (let i = 0; i < NOTICE_REPUSHES + 3; i += 1)
        await as.admin!.get('/sys/annountCement/syncNotic', { anntId: notice!.id });
      expect(broadcast).toHaveBeenCalledTimes(NOTICE_REPUSHES);
    } finally {
      broadcast.mockRestore();
      toUsers.mockRestore();
    }
  });
});

describe('monitoring details', () => {
  const details = (text: string) =>
    [process.version, process.versions.v8, release(), `"${process.pid}"`, process.cwd()].filter((d) =>
      text.includes(d),
    );

  it('staff see the monitoring figures without paths, exact versions or the process id; administrators see them', async () => {
    for (const path of ['/sys/actuator/redis/info', '/sys/actuator/redis/queryDiskInfo']) {
      const staff = await as.wangqiang!.get(path);
      expect(staff.body.success).toBe(true);
      expect(details(JSON.stringify(staff.body.result))).toEqual([]);
    }
    const admin = JSON.stringify([
      (await as.admin!.get('/sys/actuator/redis/info')).body,
      (await as.admin!.get('/sys/actuator/redis/queryDiskInfo')).body,
    ]);
    expect(details(admin).length).toBeGreaterThanOrEqual(4);
  });
});
