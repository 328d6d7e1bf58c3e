/**
 * The node-postgres path: the same migrations, seed and queries on a real PostgreSQL.
 * Needs DATABASE_URL pointing at a scratch database (tables are created in it).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PermissionResult } from '../../src/domain/permission-types';
import { buildApp } from '../../server/app';
import { openDb, type OpenedDb } from '../../server/db/open-db';
import { ensureReaderRole, inReportTransaction, REPORT_SQL_MESSAGES } from '../../server/services/report-sql';
import { authed, call, login, onPostgres, scratchDatabase, type ScratchDatabase } from './helpers';

describe.runIf(onPostgres)(
  'PostgreSQL via node-postgres (PostgreSQL only: a first start, the report reader role)',
  () => {
    let opened: OpenedDb;
    let app: FastifyInstance;
    let scratch: ScratchDatabase | undefined;
    beforeAll(async () => {
      scratch = await scratchDatabase();
      const databaseUrl = scratch.url;
      opened = await openDb({ databaseUrl });
      app = await buildApp({ db: opened.db });
    });
    afterAll(async () => {
      await app?.close();
      await opened?.close();
      await scratch?.drop();
    });

    it('migrates, seeds, signs in and builds the menu', async () => {
      expect(opened.driver).toBe('pg');
      const { body } = await login(app, 'jeecg');
      expect(body).toMatchObject({ success: true, code: 200, result: { multi_depart: 2 } });
      expect(body.result.sysAllDictItems!.sex?.map((i) => i.text)).toEqual(['男', '女']);
      const perms = await call<PermissionResult>(app, {
        method: 'GET',
        url: '/jeecg-boot/sys/permission/getUserPermissionByToken',
        headers: authed(body.result.token),
      });
      expect(perms.body.result.menu[0]?.meta.title).toBe('首页');
      expect(perms.body.result.auth.map((a) => a.action)).not.toContain('system:user:add');
      const out = await call(app, {
        method: 'POST',
        url: '/jeecg-boot/sys/logout',
        headers: authed(body.result.token),
      });
      expect(out.body.message).toBe('退出登录成功！');
    });

    it('runs Online报表 as a role that reads only the business tables, read-only and with a time-out', async () => {
      expect(await ensureReaderRole(opened.db)).toBe(true);
      const privilege = async (table: string) =>
        (
          (await opened.db.execute(
            sql`select has_table_privilege('exam_report_reader', ${table}, 'select') as may`,
          )) as unknown as { rows: { may: boolean }[] }
        ).rows[0]!.may;
      expect(await privilege('cpc_organization')).toBe(true);
      expect(await privilege('sys_user')).toBe(false);
      // Past the parser (which refuses both anyway), the role and the transaction still say no.
      const run = (text: string) => inReportTransaction(opened.db, (tx) => tx.execute(sql.raw(text)));
      await expect(run('select count(*) from sys_user')).rejects.toThrow(REPORT_SQL_MESSAGES.failed);
      await expect(run("update cpc_organization set name = 'x'")).rejects.toThrow(REPORT_SQL_MESSAGES.failed);
      process.env.REPORT_TIMEOUT_MS = '150';
      try {
        await expect(run('select pg_sleep(2)')).rejects.toThrow(REPORT_SQL_MESSAGES.timeout);
      } finally {
        delete process.env.REPORT_TIMEOUT_MS;
      }
      // The demo report through its route, on this engine.
      const { body } = await login(app, 'admin');
      const report = await call<{ data: { total: number } }>(app, {
        method: 'GET',
        url: '/jeecg-boot/online/cgreport/api/getColumnsAndData/onlrpt_org_by_province',
        headers: authed(body.result.token),
      });
      expect(report.body.success).toBe(true);
      expect(report.body.result.data.total).toBeGreaterThan(0);
    });

    it('keeps serving when the database ends its idle connections (a restart, an administrator’s terminate)', async () => {
      await Promise.all([login(app, 'jeecg'), login(app, 'admin')]);
      const terminated = (await opened.db.execute(sql`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`)) as unknown as { rows: { n: number }[] };
      expect(terminated.rows[0]!.n).toBeGreaterThan(0);
      // The ended connections' errors arrive on their own; an unhandled one would end the process and fail the run.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await login(app, 'jeecg')).body).toMatchObject({ success: true, code: 200 });
    });
  },
);
