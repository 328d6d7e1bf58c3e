/**
 * importExcel: every row of every uploaded .xls / .xlsx is matched to a record by its key (keyFields): a row naming
 * an existing record updates it through the same edit as the form (only the file's columns change; a blank cell
 * clears its field), any other row goes through the same add as the form (validation, unique fields, check rules).
 * Good rows are saved; bad rows are listed in an error file under DATA_DIR/upload/logs and reported with code 201 as
 * JeecgBoot's ImportExcelUtil does. The answer also counts the added and updated rows (addCount, updateCount).
 */
import { randomBytes } from 'node:crypto';
import { eq, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../../src/domain/api';
import { permissionCode } from '../../src/domain/entities/crud-actions';
import type { FieldDef } from '../../src/domain/entities/entity-types';
import type { AppContext } from '../context';
import { currentUser } from '../plugins/auth';
import { BizError, envelope } from '../http/envelope';
import { pgError, UNIQUE_VIOLATION } from '../http/pg-error';
import { userPermissionCodes } from '../services/permissions';
import { formatDateTime } from '../time';
import { dictResolvers, dictFields } from './dict-text';
import { columnKind, SECRET_COLUMN, type EntityTable } from './entity-table';
import { isExcelFile, isExcelName, IMPORT_FORMAT_MESSAGE, readImportRows, type ImportRow } from './excel';
import type { CrudSpec, Row, WriteContext } from './spec';
import { filterValue } from './values';
import { findRows, insertRecord, typedId, updateRecord, writableFields, writeContext } from './writes';

export interface ImportSummary {
  totalCount: number;
  errorCount: number;
  successCount: number;
  /** Rows saved as new records. */
  addCount: number;
  /** Rows that updated the record their key names. */
  updateCount: number;
  msg: string;
  /** The error file (code 201 only). */
  fileUrl?: string;
  fileName?: string;
}

/** A file's `ID` column, read when the definition has no `id` field: it names the record to update. */
const ID_COLUMN: FieldDef = { name: 'id', label: 'ID', type: 'string' };

/**
 * The fields whose value names the record a row updates (after its id): the unique fields every record has (unique
 * and required), else the unique ones. None: every row without a matching id is added.
 */
export function keyFields(et: EntityTable): FieldDef[] {
  const unique = et.def.fields.filter((f) => f.unique && !f.virtual);
  const required = unique.filter((f) => f.required);
  return required.length > 0 ? required : unique;
}

/** Passwords and other secrets are never taken from a file. */
function isSecret(et: EntityTable, name: string): boolean {
  const field = et.fields.get(name);
  return SECRET_COLUMN.test(name) || field?.writeOnly === true || field?.type === 'password';
}

function errorText(error: unknown): string {
  if (error instanceof BizError) return error.message;
  if (pgError(error)?.code === UNIQUE_VIOLATION) return '数据库中已存在该记录，忽略导入。';
  return '未知错误，忽略导入';
}

/** Conditions naming one record: the row's id, else its key fields' values (with how to name them in a message). */
function keyConditions(et: EntityTable, body: Row): { where: SQL; named: string }[] {
  const id = typedId(et, body.id);
  if (id !== null)
    return [
      { where: eq(et.idColumn, id), named: `${et.fields.get('id')?.label ?? ID_COLUMN.label}「${String(body.id)}」` },
    ];
  const out: { where: SQL; named: string }[] = [];
  for (const field of keyFields(et)) {
    const value = body[field.name];
    const column = et.columns[field.name];
    if (typeof value !== 'string' || value === '' || !column) continue;
    try {
      out.push({
        where: eq(column, filterValue(columnKind(column), value, field.label)),
        named: `${field.label}「${value}」`,
      });
    } catch {
      // Not a value of the column: the add refuses it with the form's message.
    }
  }
  return out;
}

/**
 * The record a row updates: the one its id names, else the one its key fields name; undefined when none. A row
 * naming a deleted record, a record outside the user's scope (spec.scope), or two different records is refused.
 */
async function matchedRecord(spec: CrudSpec, w: WriteContext, body: Row, scope: SQL | undefined) {
  const { et } = spec;
  const find = async (keys: { where: SQL }[]) =>
    keys.length === 0
      ? []
      : ((await w.db
          .select()
          .from(et.table)
          .where(or(...keys.map((k) => k.where)))
          .limit(2)) as Row[]);
  let keys = keyConditions(et, body);
  let found = await find(keys);
  if (found.length === 0 && typedId(et, body.id) !== null) {
    // An id naming nothing: the key fields decide.
    keys = keyConditions(et, { ...body, id: undefined });
    found = await find(keys);
  }
  const [record] = found;
  if (!record) return undefined;
  const what = keys.map((k) => k.named).join('、');
  if (found.length > 1) throw new BizError(`${what}对应不同的记录，无法确定要更新哪一条`);
  if ((await findRows(w.ctx, et, [record.id], scope)).length > 0) return record;
  const deleted = (await findRows(w.ctx, et, [record.id])).length === 0;
  throw new BizError(`${what}对应的记录${deleted ? '已删除' : '不在您可操作的数据范围内'}，不能导入`);
}

async function importRows(spec: CrudSpec, ctx: AppContext, request: FastifyRequest, rows: ImportRow[]) {
  const { et } = spec;
  const importAs = spec.importAs ?? {};
  const lookups: FieldDef[] = [
    ...dictFields(et),
    ...Object.entries(importAs).map(([name, { dictCode }]) => ({
      ...et.fields.get(name)!,
      type: 'multiSelect' as const,
      dictCode,
    })),
  ];
  const cellsByField = new Map<string, Set<string>>();
  for (const field of lookups)
    for (const row of rows) {
      const text = row.cells[field.name];
      if (text !== undefined) cellsByField.set(field.name, (cellsByField.get(field.name) ?? new Set()).add(text));
    }
  const resolvers = await dictResolvers(ctx, lookups, cellsByField);
  const w = writeContext(ctx, request, 'import');
  const scope = await spec.scope?.(ctx, request);
  // Updating needs the edit button as well as the import one.
  const mayEdit = (await userPermissionCodes(ctx, w.user.id)).has(permissionCode(et.def, 'edit'));
  const into = (name: string) => importAs[name]?.into ?? name;
  const errors: string[] = [];
  let added = 0;
  let updated = 0;
  for (const row of rows) {
    try {
      const body: Row = {};
      const problems: string[] = [];
      for (const [name, text] of Object.entries(row.cells)) {
        const resolved = resolvers.get(name)?.(text) ?? { value: text };
        if ('problem' in resolved) problems.push(`${et.fields.get(name)?.label ?? name}${resolved.problem}`);
        else if (!isSecret(et, name)) body[into(name)] = resolved.value;
      }
      if (problems.length > 0) throw new BizError(problems.join('；'));
      const existing = await matchedRecord(spec, w, body, scope);
      if (existing) {
        if (!mayEdit) throw new BizError(`没有编辑${et.def.title}的权限，不能更新已有的记录`);
        // Only the file's columns change: a blank cell clears its field (refused where the field is required).
        for (const name of row.blank) if (!isSecret(et, name)) body[into(name)] = '';
        await updateRecord(spec, w, { ...body, id: existing.id });
        updated++;
      } else {
        if (!et.fields.has('id')) delete body.id;
        await insertRecord(spec, w, body);
        added++;
      }
    } catch (error) {
      if (!(error instanceof BizError) && pgError(error)?.code !== UNIQUE_VIOLATION)
        request.log.error({ err: error }, 'import row failed');
      errors.push(`第 ${row.line} 行：${errorText(error)}`);
    }
  }
  return { errors, added, updated };
}

function stamp(now: number): { day: string; time: string } {
  const text = formatDateTime(new Date(now)).replace(/\D/g, '');
  return { day: text.slice(0, 8), time: text };
}

export async function importExcel(
  spec: CrudSpec,
  ctx: AppContext,
  request: FastifyRequest,
): Promise<ApiEnvelope<ImportSummary>> {
  const { et } = spec;
  const importable = new Set([
    ...writableFields(et, 'import').map((f) => f.name),
    ...Object.keys(spec.importAs ?? {}),
    ID_COLUMN.name,
  ]);
  const extra = et.fields.has(ID_COLUMN.name) ? [] : [ID_COLUMN];
  const errors: string[] = [];
  let added = 0;
  let updated = 0;
  for await (const data of importedExcelFiles(request)) {
    const rows = await readImportRows(data, et, (f) => importable.has(f.name), extra);
    const result = await importRows(spec, ctx, request, rows);
    errors.push(...result.errors);
    added += result.added;
    updated += result.updated;
  }
  return importAnswer(ctx, request, et.def.name, { added, updated, errors });
}

/** The Excel files of an import (multipart), each an .xls or .xlsx by name and by content; none is refused. */
export async function* importedExcelFiles(request: FastifyRequest): AsyncGenerator<Buffer> {
  if (!request.isMultipart()) throw new BizError(NO_FILE_MESSAGE);
  let files = 0;
  for await (const part of request.files()) {
    files++;
    if (!isExcelName(part.filename)) throw new BizError(IMPORT_FORMAT_MESSAGE);
    const data = await part.toBuffer();
    if (!isExcelFile(part.filename, data)) throw new BizError(IMPORT_FORMAT_MESSAGE);
    yield data;
  }
  if (files === 0) throw new BizError(NO_FILE_MESSAGE);
}

const NO_FILE_MESSAGE = '请选择要导入的文件！';

/**
 * The answer to an import, as JeecgBoot's: code 200 with the counts when every row went in; else code 201 with the
 * counts and an error file (one line per refused row), kept in the importing user's folder.
 */
export async function importAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  name: string,
  { added, updated, errors }: { added: number; updated: number; errors: string[] },
): Promise<ApiEnvelope<ImportSummary>> {
  const success = added + updated;
  const total = success + errors.length;
  const counts = {
    totalCount: total,
    errorCount: errors.length,
    successCount: success,
    addCount: added,
    updateCount: updated,
  };
  if (errors.length === 0) {
    const message = `共${success}行数据全部导入成功！新增 ${added} 行，更新 ${updated} 行`;
    return envelope(true, 200, message, { ...counts, msg: message });
  }
  const { day, time } = stamp(ctx.now());
  // Unguessable, in the importing user's folder; served to that user only, for a day (routes/system/files).
  const fileName = `${name}ImportExcelErrorLog${time}${randomBytes(12).toString('hex')}.txt`;
  const path = `logs/${currentUser(request).id}/${day}/${fileName}`;
  await ctx.files.put(path, errors.join('\r\n') + '\r\n');
  const summary: ImportSummary = {
    ...counts,
    msg: `总上传行数：${total}，新增 ${added} 行，更新 ${updated} 行，失败 ${errors.length} 行`,
    fileUrl: `/sys/common/static/${path}`,
    fileName,
  };
  return envelope(true, 201, '文件导入成功，但有错误。', summary);
}
