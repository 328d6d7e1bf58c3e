/** The customer portal's institution and colleges: cutumer/college (issue 15). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function cpcCustomerInstitutionRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
