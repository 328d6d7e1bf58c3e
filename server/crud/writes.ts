/**
 * Add, edit and delete for any entity: values typed per column, validated with the form's rules
 * (src/domain/validation), unique fields and check rules checked, audit columns filled, ids made.
 */
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { FieldDef } from '../../src/domain/entities/entity-types';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { currentUser } from '../plugins/auth';
import { BizError } from '../http/envelope';
import { pgError, UNIQUE_VIOLATION } from '../http/pg-error';
import { checkRuleMessage } from '../services/check-rules';
import { addDataLog, isVersionedTable } from '../services/data-log';
import { formatDateTime } from '../time';
import { columnKind, toRecord, type EntityTable } from './entity-table';
import { softDeleteCondition } from './list-query';
import type { CrudSpec, DbLike, Row, WriteContext } from './spec';
import { validationMessage } from './validate';
import { filterValue, writeValue } from './values';

export const NOT_FOUND_MESSAGE = '未找到对应数据';

export function bodyOf(request: FastifyRequest): Row {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return body as Row;
}

/** Fields a client may write in this mode. */
export function writableFields(et: EntityTable, mode: WriteContext['mode']): FieldDef[] {
  return et.def.fields.filter(
    (f) => !f.virtual && !f.readOnly && (mode === 'add' || !f.writeOnly) && !(mode === 'edit' && f.name === 'id'),
  );
}

function maxLengthOf(column: PgColumn): number | undefined {
  const length = (column as unknown as { length?: number }).length;
  return typeof length === 'number' ? length : undefined;
}

/** The columns to write from a body; `undefined` results are left out. */
export function buildValues(et: EntityTable, body: Row, mode: WriteContext['mode']): Row {
  const values: Row = {};
  for (const field of writableFields(et, mode)) {
    const column = et.columns[field.name] as PgColumn;
    let raw = body[field.name];
    if (raw === undefined && mode !== 'edit' && field.defaultValue !== undefined) raw = field.defaultValue;
    const value = writeValue(columnKind(column), raw, field.label, maxLengthOf(column));
    if (value === undefined) {
      if (mode !== 'edit' && column.notNull && !column.hasDefault) throw new BizError(`${field.label}不能为空`);
      continue;
    }
    if (value === null) {
      // NOT NULL columns keep their value (edit) or take their default (add).
      if (column.notNull) {
        if (mode !== 'edit' && !column.hasDefault) throw new BizError(`${field.label}不能为空`);
        continue;
      }
      // MyBatis-Plus leaves a column alone when the body says null; '' clears it.
      if (mode === 'edit' && body[field.name] === null) continue;
    }
    values[field.name] = value;
  }
  return values;
}

export function typedId(et: EntityTable, raw: unknown): string | number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    return filterValue(et.idKind, String(raw).trim(), 'ID') as string | number;
  } catch {
    return null;
  }
}

export async function findRows(
  ctx: AppContext | { db: DbLike },
  et: EntityTable,
  ids: unknown[],
  scope?: SQL,
): Promise<Row[]> {
  const typed = ids.map((id) => typedId(et, id)).filter((id): id is string | number => id !== null);
  if (typed.length === 0) return [];
  return (await ctx.db
    .select()
    .from(et.table)
    .where(and(inArray(et.idColumn, typed), softDeleteCondition(et), scope))) as Row[];
}

async function checkUnique(db: DbLike, et: EntityTable, values: Row, id: unknown): Promise<void> {
  for (const field of et.def.fields) {
    const value = values[field.name];
    if (!field.unique || value === null || value === undefined || value === '') continue;
    const column = et.columns[field.name] as PgColumn;
    const conditions: SQL[] = [eq(column, value)];
    if (id !== null && id !== undefined) conditions.push(ne(et.idColumn, id));
    const [row] = await db
      .select({ n: count() })
      .from(et.table)
      .where(and(...conditions));
    if (Number(row?.n ?? 0) > 0) throw new BizError(`${field.label}「${String(value)}」已存在`);
  }
}

async function checkRules(ctx: AppContext, et: EntityTable, values: Row): Promise<void> {
  for (const field of et.def.fields) {
    const value = values[field.name];
    if (!field.checkRule || value === null || value === undefined || value === '') continue;
    const message = await checkRuleMessage(ctx, field.checkRule, String(value));
    if (message) throw new BizError(message);
  }
}

function audit(et: EntityTable, w: WriteContext, values: Row, creating: boolean): void {
  const set = (prop: string, value: string) => {
    if (et.columns[prop]) values[prop] = value;
  };
  if (creating) {
    set('createBy', w.user.username);
    set('createTime', w.now);
  } else {
    set('updateBy', w.user.username);
    set('updateTime', w.now);
  }
}

export function writeContext(ctx: AppContext, request: FastifyRequest, mode: WriteContext['mode']): WriteContext {
  return {
    ctx,
    db: ctx.db,
    request,
    user: currentUser(request),
    now: formatDateTime(new Date(ctx.now())),
    mode,
    batch: new Map(),
  };
}

/**
 * The next integer id from the table's sequence `<table>_id_seq`, never below max(id) + 1 (seeded and imported rows
 * carry their own ids), so concurrent adds never get the same one.
 */
export async function nextIntegerId(db: DbLike, et: EntityTable): Promise<number> {
  const sequence = `${et.tableName}_id_seq`;
  const result = (await db.execute(
    sql`select setval(${sequence}::regclass, greatest(nextval(${sequence}::regclass), (select coalesce(max(${et.idColumn}), 0) + 1 from ${et.table}))) as id`,
  )) as unknown as { rows: { id: number | string }[] };
  return Number(result.rows[0]!.id);
}

/**
 * PostgreSQL's unique_violation as the field's 「x」已存在: another request stored the same value between the check
 * and the write (or the column is unique without the definition saying so).
 */
export function uniqueViolation(et: EntityTable, error: unknown, values: Row): BizError | undefined {
  const failed = pgError(error);
  if (failed?.code !== UNIQUE_VIOLATION) return undefined;
  const index = getTableConfig(et.table).indexes.find((i) => i.config.name === failed.constraint);
  const columns = new Set(index?.config.columns.map((c) => (c as PgColumn).name) ?? []);
  const field = et.def.fields.find((f) => columns.has(et.columns[f.name]?.name ?? ''));
  return new BizError(field ? `${field.label}「${String(values[field.name])}」已存在` : '数据已存在');
}

/**
 * Runs a write in one transaction: its checks, id, row and hooks. The hooks' context holds only the transaction
 * (`t.db` and `t.ctx.db` are both it), so nothing reads around it.
 */
async function inTransaction<T>(w: WriteContext, values: Row, et: EntityTable, work: (t: WriteContext) => Promise<T>) {
  try {
    return await w.ctx.db.transaction((tx) => work({ ...w, db: tx, ctx: { ...w.ctx, db: tx } }));
  } catch (error) {
    throw uniqueViolation(et, error, values) ?? error;
  }
}

/** Validates and inserts one record; returns the stored row as the API shows it. */
export async function insertRecord(spec: CrudSpec, w: WriteContext, sent: Row): Promise<Row> {
  const { et } = spec;
  const body = spec.normalizeBody ? await spec.normalizeBody(sent, w) : sent;
  const defaults = Object.fromEntries(
    et.def.fields
      .filter((f) => f.defaultValue !== undefined && body[f.name] === undefined)
      .map((f) => [f.name, f.defaultValue]),
  );
  const message = validationMessage(et, { ...defaults, ...body }, w.mode);
  if (message) throw new BizError(message);
  const values = buildValues(et, body, w.mode);
  return inTransaction(w, values, et, async (t) => {
    await spec.check?.(t, body);
    await checkUnique(t.db, et, values, null);
    await checkRules(t.ctx, et, values);
    if (values.id === undefined || values.id === null)
      values.id = et.idKind === 'integer' ? await nextIntegerId(t.db, et) : newId(t.ctx.now());
    audit(et, t, values, true);
    await spec.beforeAdd?.(t, values, body);
    const [row] = (await t.db.insert(et.table).values(values).returning()) as Row[];
    await spec.afterAdd?.(t, row!, body);
    return toRecord(et, row!);
  });
}

/** Validates and updates the record `body.id`. */
export async function updateRecord(spec: CrudSpec, w: WriteContext, sent: Row): Promise<Row> {
  const { et } = spec;
  const body = spec.normalizeBody ? await spec.normalizeBody(sent, w) : sent;
  const id = typedId(et, body.id);
  const values: Row = {};
  const record = await inTransaction(w, values, et, async (t) => {
    const [existing] = id === null ? [] : await findRows(t.ctx, et, [id], await spec.scope?.(t.ctx, t.request));
    if (!existing) throw new BizError(NOT_FOUND_MESSAGE);
    const message = validationMessage(et, { ...toRecord(et, existing), ...body }, 'edit');
    if (message) throw new BizError(message);
    Object.assign(values, buildValues(et, body, 'edit'));
    await spec.check?.(t, body, existing);
    await checkUnique(t.db, et, values, id);
    await checkRules(t.ctx, et, values);
    audit(et, t, values, false);
    await spec.beforeEdit?.(t, values, body, existing);
    const [row] = (await t.db.update(et.table).set(values).where(eq(et.idColumn, id!)).returning()) as Row[];
    await spec.afterEdit?.(t, row!, body);
    if (isVersionedTable(et.tableName))
      await addDataLog({
        db: t.db,
        table: et.tableName,
        dataId: String(id),
        before: toRecord(et, existing),
        after: toRecord(et, row!),
        username: t.user.username,
        now: t.now,
        nowMs: t.ctx.now(),
      });
    return toRecord(et, row!);
  });
  spec.edited?.(w.ctx, record);
  return record;
}

/** Deletes (or marks deleted) these rows; answers how many. */
export async function deleteRows(
  spec: CrudSpec,
  request: FastifyRequest,
  ctx: AppContext,
  rows: Row[],
): Promise<number> {
  const { et } = spec;
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  const delFlag = et.columns.delFlag;
  await ctx.db.transaction(async (tx) => {
    await spec.beforeDelete?.({ ...ctx, db: tx }, rows, request);
    if (et.def.softDelete && delFlag) {
      const w = writeContext(ctx, request, 'edit');
      const values: Row = { delFlag: delFlag.dataType === 'number' ? 1 : '1' };
      audit(et, w, values, false);
      await tx.update(et.table).set(values).where(inArray(et.idColumn, ids));
    } else {
      await tx.delete(et.table).where(inArray(et.idColumn, ids));
    }
    await spec.afterDelete?.(tx, ids);
  });
  await spec.deleted?.(ctx, rows);
  return rows.length;
}

/**
 * One row of a master form's sub-table (`<title>第N行：` names it in a refusal): the row as sent with its parent's
 * fields, and its typed columns after the entity's rules.
 */
export function subTableRow(et: EntityTable, title: string, index: number, raw: unknown, parent: Row) {
  const item: Row = { ...(raw && typeof raw === 'object' ? (raw as Row) : {}), ...parent };
  const named = (message: string) => new BizError(`${title}第${index + 1}行：${message}`);
  const message = validationMessage(et, item, 'add');
  if (message) throw named(message);
  try {
    return { item, values: buildValues(et, item, 'add') };
  } catch (error) {
    if (error instanceof BizError) throw named(error.message);
    throw error;
  }
}
