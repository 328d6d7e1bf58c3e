/**
 * Calls every stock JeecgBoot client makes on sign-in or on its home page: the visit figures of the analysis
 * dashboard (the enabled third-party apps are in routes/system/third-login.ts). The header's notices (listByUser) are in
 * routes/system/announcements.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok, plain } from '../../http/envelope';
import { visitSummary, weekVisits } from '../../services/system-log';
import { NO_PARAMETERS } from '../../http/route-schemas';
import { READERS } from '../../services/readers';

/** The analysis dashboard's menu: who may see the visit figures. */

export async function sysHomeRoutes(app: FastifyInstance, ctx: AppContext) {
  // JeecgBoot answers code 200 with "登录成功" here, and code 0 for visitInfo.
  app.get('/sys/loginfo', { config: { readers: READERS.dashboard }, schema: NO_PARAMETERS }, async () =>
    ok(await visitSummary(ctx), '登录成功'),
  );
  app.get('/sys/visitInfo', { config: { readers: READERS.dashboard }, schema: NO_PARAMETERS }, async () =>
    plain(await weekVisits(ctx)),
  );
}
