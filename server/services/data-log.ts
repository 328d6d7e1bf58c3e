/**
 * 数据日志: JeecgBoot's `addDataLog`. Every edit the generic CRUD makes (server/crud/writes.ts
 * updateRecord: the edit routes and imports that update a row) of a business record — a table named `cpc_…` —
 * writes the row as it is afterwards, as a JSON object without hidden columns, as the next version of
 * (table, id): max(data_version) + 1. The first edit of a record first keeps the row as it was as version 0, so
 * 数据比较 has two versions after one edit (JeecgBoot's first version is the first edit's). Cost: one indexed
 * max() and one insert per edit, inside the edit's transaction (the edited row is locked, so two edits of one
 * record never take the same version).
 */
import { and, eq, max } from 'drizzle-orm';
import type { DbLike, Row } from '../crud/spec';
import { newId } from '../db/ids';
import { sysDataLog } from '../db/schema';

/** Tables whose records get versions: the business tables. */
export const isVersionedTable = (tableName: string): boolean => tableName.startsWith('cpc_');

export interface DataLogWrite {
  db: DbLike;
  table: string;
  dataId: string;
  /** The row before the edit (kept as version 0 when the record has no version yet) and after it. */
  before: Row;
  after: Row;
  username: string;
  /** 'yyyy-MM-dd HH:mm:ss' (GMT+8). */
  now: string;
  nowMs: number;
}

export async function addDataLog(w: DataLogWrite): Promise<void> {
  const [last] = await w.db
    .select({ version: max(sysDataLog.dataVersion) })
    .from(sysDataLog)
    .where(and(eq(sysDataLog.dataTable, w.table), eq(sysDataLog.dataId, w.dataId)));
  const previous = last?.version ?? null;
  const row = (content: Row, version: number) => ({
    id: newId(w.nowMs),
    dataTable: w.table,
    dataId: w.dataId,
    dataContent: JSON.stringify(content),
    dataVersion: version,
    type: 'json',
    createBy: w.username,
    createTime: w.now,
  });
  const rows = previous === null ? [row(w.before, 0), row(w.after, 1)] : [row(w.after, Number(previous) + 1)];
  await w.db.insert(sysDataLog).values(rows);
}
