/**
 * Master-detail saves (JeecgBoot's one-to-many page, e.g. `{...organisation, cpcOrganizationAddressList: [...]}`): the
 * sub-table rows travel with the master's add or edit and are saved in its transaction. A row whose id is one of the
 * master's rows updates it, any other row (no id, or an editable grid's temporary id) is added, and the master's
 * rows missing from the list are deleted. A body without the list leaves the rows as they are. Each row is checked
 * with the sub-table definition's rules and the grid rule codes its columns carry (p postal code, m mobile); a
 * refusal names the table and the row.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityTable } from '../crud/entity-table';
import type { Row, WriteContext } from '../crud/spec';
import { validationMessage } from '../crud/validate';
import { buildValues } from '../crud/writes';
import { newId } from '../db/ids';
import { BizError } from '../http/envelope';

/** The grid rules the sub-tables use (messages as components/widgets/editable-grid/grid-rules). */
export const GRID_RULES = {
  p: { test: (v: string) => /^[1-9]\d{5}$/.test(v), message: '请输入正确的邮政编码!' },
  m: { test: (v: string) => /^1[3-9]\d{9}$/.test(v), message: '请输入正确的手机号码!' },
} as const;

export interface DetailTable {
  et: EntityTable;
  /** The body key of the rows, e.g. cpcOrganizationAddressList. */
  key: string;
  /** The property naming the master (organizationId, collegeId). */
  parent: string;
  /** Shown in refusals: 地址第 2 行：… */
  title: string;
  /** The most rows one master may have. */
  max: number;
  /** Grid rule codes by field. */
  gridRules?: Record<string, keyof typeof GRID_RULES>;
}

/** The rows of a body, or undefined when the body does not carry the list. */
export function detailRows(table: DetailTable, body: Row): Row[] | undefined {
  const raw = body[table.key];
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.some((r) => !r || typeof r !== 'object' || Array.isArray(r)))
    throw new BizError(`${table.title}格式不正确，应为对象数组`);
  if (raw.length > table.max) throw new BizError(`${table.title}最多${table.max}行`);
  return raw as Row[];
}

/** Checks every row (definition rules, then grid rules); refuses with the first failing row's messages. */
export function checkDetailRows(table: DetailTable, rows: Row[], parentId = 'pending'): void {
  rows.forEach((row, index) => {
    const problems: string[] = [];
    const message = validationMessage(table.et, { ...row, [table.parent]: parentId }, 'add');
    if (message) problems.push(message);
    for (const [name, code] of Object.entries(table.gridRules ?? {})) {
      const value = row[name];
      if (value === undefined || value === null || String(value).trim() === '') continue;
      const rule = GRID_RULES[code];
      if (!rule.test(String(value).trim()))
        problems.push(`${table.et.fields.get(name)?.label ?? name}：${rule.message}`);
    }
    if (problems.length > 0) throw new BizError(`${table.title}第 ${index + 1} 行：${problems.join('；')}`);
  });
}

/** Typed column values of a row (the definition's writable fields), as the generic writer builds them. */
export function detailValues(table: DetailTable, row: Row, index: number, parentId: string): Row {
  try {
    return buildValues(table.et, { ...row, [table.parent]: parentId }, 'add');
  } catch (error) {
    if (error instanceof BizError) throw new BizError(`${table.title}第 ${index + 1} 行：${error.message}`);
    throw error;
  }
}

/**
 * Saves the rows of one master in the write's transaction; `extra` are columns the server keeps on every row (the
 * college's organisation on its programmes). Answers the rows as stored.
 */
export async function saveDetailRows(
  w: WriteContext,
  table: DetailTable,
  parentId: string,
  rows: Row[],
  extra: Row = {},
): Promise<Row[]> {
  const { et } = table;
  const parentColumn = et.columns[table.parent] as PgColumn;
  const existing = new Set(
    (
      (await w.db
        .select({ id: et.idColumn as PgColumn })
        .from(et.table)
        .where(eq(parentColumn, parentId))) as { id: string }[]
    ).map((r) => r.id),
  );
  const kept: string[] = [];
  const saved: Row[] = [];
  for (const [index, row] of rows.entries()) {
    const values = { ...detailValues(table, row, index, parentId), ...extra, [table.parent]: parentId };
    const id = typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : '';
    if (existing.has(id) && !kept.includes(id)) {
      kept.push(id);
      const [updated] = (await w.db
        .update(et.table)
        .set({ ...values, updateBy: w.user.username, updateTime: w.now })
        .where(eq(et.idColumn, id))
        .returning()) as Row[];
      saved.push(updated!);
    } else {
      const newRowId = newId(w.ctx.now());
      kept.push(newRowId);
      const [inserted] = (await w.db
        .insert(et.table)
        .values({ ...values, id: newRowId, createBy: w.user.username, createTime: w.now })
        .returning()) as Row[];
      saved.push(inserted!);
    }
  }
  await w.db
    .delete(et.table)
    .where(and(eq(parentColumn, parentId), kept.length > 0 ? notInArray(et.idColumn, kept) : undefined));
  return saved;
}

/** Deletes the rows of these masters (after the masters' delete, in its transaction). */
export async function deleteDetailRows(
  db: Pick<WriteContext['db'], 'delete'>,
  table: DetailTable,
  parentIds: unknown[],
): Promise<void> {
  const ids = parentIds.map(String);
  if (ids.length === 0) return;
  await db.delete(table.et.table).where(inArray(table.et.columns[table.parent] as PgColumn, ids));
}

/** Refuses deleting a record that others still belong to: 机构「X」下还有2个学院、5名学生，不能删除. */
export function refuseDeleteWhileUsed(what: string, name: string, counts: [number | undefined, string][]): void {
  const parts = counts.filter(([n]) => Number(n) > 0).map(([n, unit]) => `${n}${unit}`);
  if (parts.length > 0) throw new BizError(`${what}「${name}」下还有${parts.join('、')}，不能删除`);
}
