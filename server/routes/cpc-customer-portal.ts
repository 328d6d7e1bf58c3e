/** The customer portal's index (issue 15). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function cpcCustomerPortalRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
