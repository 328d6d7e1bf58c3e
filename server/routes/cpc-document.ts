/** 文档目录 and 文件管理: cpcfile/cpcFolder, cpcfile/cpcFileManager (issue 15). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function cpcDocumentRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
