/** 首页 / 分析页's figures: GET /dashboard/analysis, read by those who hold the screen, scoped like the lists. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { plain } from '../../http/envelope';
import { NO_PARAMETERS } from '../../http/route-schemas';
import { cpcScope } from '../../services/cpc-scope';
import { analysisOf } from '../../services/dashboard';
import { READERS } from '../../services/readers';

export const ANALYSIS_PATH = '/dashboard/analysis';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(ANALYSIS_PATH, { config: { readers: READERS.dashboard }, schema: NO_PARAMETERS }, async (request) =>
    plain(await analysisOf(ctx, await cpcScope(ctx, request))),
  );
}
