/** 网盘: netdisk/cpcNetdiskFolder (issue 15). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function cpcNetdiskRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
