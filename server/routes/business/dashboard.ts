/**
 * 首页 / 分析页's figures (GET /dashboard/analysis) and 工作台 (GET /dashboard/workplace, its settings GET and PUT
 * /dashboard/workplace/settings, each user's own), read by those who hold the screen, scoped like the lists.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { plain } from '../../http/envelope';
import { bodyOf } from '../../crud/writes';
import { currentUser } from '../../plugins/auth';
import { cpcScope } from '../../services/cpc-scope';
import { analysisOf } from '../../services/dashboard';
import { READERS } from '../../services/readers';
import { saveWorkplaceSettings, workplaceOf, workplaceSettings } from '../../services/workplace';
import {
  stockActivity,
  stockProjects,
  stockRadar,
  stockRoles,
  stockServices,
  stockTeams,
} from '../../services/stock-workplace';
import { list, NO_PARAMETERS, routeSchema, text } from '../../http/route-schemas';

export const ANALYSIS_PATH = '/dashboard/analysis';
export const WORKPLACE_PATH = '/dashboard/workplace';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(ANALYSIS_PATH, { config: { readers: READERS.dashboard }, schema: NO_PARAMETERS }, async (request) =>
    plain(await analysisOf(ctx, await cpcScope(ctx, request))),
  );

  app.get(`${WORKPLACE_PATH}`, { config: { readers: READERS.workplace }, schema: NO_PARAMETERS }, async (request) =>
    plain(await workplaceOf(ctx, currentUser(request), await cpcScope(ctx, request))),
  );

  // A stock JeecgBoot Vue 2 client's 工作台 and 个人中心 (docs/stock-jeecgboot-client.md).
  const workplace = { config: { readers: READERS.workplace }, schema: NO_PARAMETERS };
  const signedIn = { config: { signedIn: true }, schema: NO_PARAMETERS };
  app.get('/mock/api/list/search/projects', workplace, async (request) =>
    plain(await stockProjects(ctx, await cpcScope(ctx, request))),
  );
  app.get('/mock/api/workplace/activity', workplace, async (request) =>
    plain(await stockActivity(ctx, currentUser(request))),
  );
  app.get('/mock/api/workplace/radar', workplace, async (request) =>
    plain(await stockRadar(ctx, currentUser(request))),
  );
  app.get('/mock/api/workplace/teams', signedIn, async (request) => plain(await stockTeams(ctx, currentUser(request))));
  app.get('/mock/api/role', signedIn, async (request) => plain(await stockRoles(ctx, currentUser(request))));
  app.get('/mock/api/service', signedIn, async () => plain(stockServices()));

  const settings = `${WORKPLACE_PATH}/settings`;
  app.get(settings, { config: { signedIn: true }, schema: NO_PARAMETERS }, async (request) =>
    plain(await workplaceSettings(ctx, currentUser(request).id)),
  );
  app.put(
    settings,
    {
      config: { signedIn: true },
      schema: routeSchema({ body: { shortcuts: list('快捷入口'), memo: text('快捷备忘') } }),
    },
    async (request) => {
      const body = bodyOf(request);
      const saved = await saveWorkplaceSettings(ctx, currentUser(request), {
        shortcuts:
          typeof body.shortcuts === 'string'
            ? body.shortcuts.split(',').filter(Boolean)
            : Array.isArray(body.shortcuts)
              ? body.shortcuts.map(String)
              : undefined,
        memo: body.memo === undefined || body.memo === null ? undefined : String(body.memo),
      });
      return plain(saved);
    },
  );
}
