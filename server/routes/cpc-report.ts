/** 报告: cpcreport/cpcReport, cutumer/report and report generation (issue 15). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function cpcReportRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
