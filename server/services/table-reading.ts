/**
 * Who may read which rows of a table through a table dictionary (`/sys/dict/getDictItems/<table>,…`, loadDict,
 * loadDictItem, loadTreeData): exactly who may read the table's own list. The rule of a table is the one its list
 * declares: `registerCrud` records every spec's readers and scope here, and a list served without the generic CRUD
 * records its rule itself. A table no list recorded answers nothing.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { currentUser } from '../plugins/auth';
import { cpcScope } from './cpc-scope';
import { mayRead } from './readers';

export interface TableReading {
  /** Menus or button prefixes that may read (services/readers); everyone signed in when left out. */
  readers?: readonly string[];
  /** The rows this request may reach (tenant, institution, provinces). */
  scope?(ctx: AppContext, request: FastifyRequest): Promise<SQL | undefined>;
  /** Valid contacts read too (the customer portal), held to their institution by `scope` (as routes declaring `contacts: true`). */
  contacts?: boolean;
}

const rules = new WeakMap<AppContext, Map<string, TableReading>>();

export function recordTableReading(ctx: AppContext, table: PgTable, rule: TableReading): void {
  let byTable = rules.get(ctx);
  if (!byTable) rules.set(ctx, (byTable = new Map()));
  byTable.set(getTableName(table), rule);
}

const NOTHING = sql`false`;

/** The rows of `tableName` this request may read (undefined: all of them; `false` when none). */
export async function tableReach(
  ctx: AppContext,
  request: FastifyRequest,
  tableName: string,
): Promise<SQL | undefined> {
  const rule = rules.get(ctx)?.get(tableName);
  if (!rule) return NOTHING;
  if (rule.readers) {
    const scope = await cpcScope(ctx, request);
    const contact = scope.kind === 'institution' || scope.kind === 'college';
    if (!(contact && rule.contacts) && !(await mayRead(ctx, currentUser(request).id, rule.readers))) return NOTHING;
  }
  return rule.scope?.(ctx, request);
}
