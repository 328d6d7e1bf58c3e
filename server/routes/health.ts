/**
 * For load balancers and orchestrators (docs/operations.md "Health"): `GET /health` answers while the process
 * runs; `GET /ready` answers 200 when the database answers (migrations ran before the server listened) and 503 while
 * the instance is shutting down or its database does not answer, so traffic goes elsewhere. Outside the API: no
 * token, nothing about the data.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db-type';

const DATABASE_WAIT_MS = 2000;

export interface Health {
  /** Set when a shutdown starts: /ready answers 503 from then on. */
  draining: boolean;
}

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_WAIT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: FastifyInstance, db: Db, health: Health): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/health', async (_request, reply) => reply.headers(noStore).send({ status: 'UP' }));
  app.get('/ready', async (_request, reply) => {
    const problem = health.draining
      ? 'shutting down'
      : (await databaseAnswers(db))
        ? undefined
        : 'database not reachable';
    return reply
      .code(problem ? 503 : 200)
      .headers(noStore)
      .send(problem ? { status: 'DOWN', reason: problem } : { status: 'UP' });
  });
}
