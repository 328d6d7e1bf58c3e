import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { currentUser } from '../http/auth';
import { plain } from '../http/envelope';
import { permissionResult } from '../services/permissions';

export async function sysPermissionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/permission/getUserPermissionByToken', { config: {} }, async (request) =>
    plain(await permissionResult(ctx, currentUser(request))),
  );
}
