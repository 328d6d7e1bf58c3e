/**
 * importExcel: every row of every uploaded .xls / .xlsx goes through the same add as the form
 * (validation, unique fields, check rules). Good rows are saved; bad rows are listed in an error
 * file under DATA_DIR/upload/logs and reported with code 201 as JeecgBoot's ImportExcelUtil does.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../../src/domain/api';
import type { AppContext } from '../context';
import { currentUser } from '../http/auth';
import { BizError, envelope, okMessage } from '../http/envelope';
import { formatDateTime } from '../time';
import { dictResolvers, dictFields } from './dict-text';
import { isExcelFile, isExcelName, IMPORT_FORMAT_MESSAGE, readImportRows, type ImportRow } from './excel';
import type { CrudSpec, Row } from './spec';
import { insertRecord, writableFields, writeContext } from './writes';

export interface ImportSummary {
  totalCount: number;
  errorCount: number;
  successCount: number;
  msg: string;
  fileUrl: string;
  fileName: string;
}

function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function errorText(error: unknown): string {
  if (error instanceof BizError) return error.message;
  if (pgCode(error) === '23505') return '数据库中已存在该记录，忽略导入。';
  return '未知错误，忽略导入';
}

async function importRows(spec: CrudSpec, ctx: AppContext, request: FastifyRequest, rows: ImportRow[]) {
  const { et } = spec;
  const cellsByField = new Map<string, Set<string>>();
  for (const field of dictFields(et))
    for (const row of rows) {
      const text = row.cells[field.name];
      if (text !== undefined) cellsByField.set(field.name, (cellsByField.get(field.name) ?? new Set()).add(text));
    }
  const resolvers = await dictResolvers(ctx, et, cellsByField);
  const w = writeContext(ctx, request, 'import');
  const errors: string[] = [];
  let success = 0;
  for (const row of rows) {
    try {
      const body: Row = {};
      const problems: string[] = [];
      for (const [name, text] of Object.entries(row.cells)) {
        const resolve = resolvers.get(name);
        const field = et.fields.get(name)!;
        const value = resolve ? resolve(text) : text;
        if (value === null) problems.push(`${field.label}「${text}」不是有效的选项`);
        else body[name] = value;
      }
      if (problems.length > 0) throw new BizError(problems.join('；'));
      await insertRecord(spec, w, body);
      success++;
    } catch (error) {
      if (!(error instanceof BizError) && pgCode(error) !== '23505')
        request.log.error({ err: error }, 'import row failed');
      errors.push(`第 ${row.line} 行：${errorText(error)}`);
    }
  }
  return { errors, success };
}

function stamp(now: number): { day: string; time: string } {
  const text = formatDateTime(new Date(now)).replace(/\D/g, '');
  return { day: text.slice(0, 8), time: text };
}

export async function importExcel(
  spec: CrudSpec,
  ctx: AppContext,
  request: FastifyRequest,
): Promise<ApiEnvelope<unknown>> {
  if (!request.isMultipart()) throw new BizError('请选择要导入的文件！');
  const { et } = spec;
  const importable = new Set(writableFields(et, 'import').map((f) => f.name));
  const errors: string[] = [];
  let success = 0;
  let files = 0;
  for await (const part of request.files()) {
    files++;
    if (!isExcelName(part.filename)) throw new BizError(IMPORT_FORMAT_MESSAGE);
    const data = await part.toBuffer();
    if (!isExcelFile(part.filename, data)) throw new BizError(IMPORT_FORMAT_MESSAGE);
    const rows = await readImportRows(data, et, (f) => importable.has(f.name));
    const result = await importRows(spec, ctx, request, rows);
    errors.push(...result.errors);
    success += result.success;
  }
  if (files === 0) throw new BizError('请选择要导入的文件！');
  if (errors.length === 0) return okMessage(`共${success}行数据全部导入成功！`);
  const total = success + errors.length;
  const { day, time } = stamp(ctx.now());
  // Unguessable, in the importing user's folder; served to that user only, for a day (routes/sys-common).
  const fileName = `${et.def.name}ImportExcelErrorLog${time}${randomBytes(12).toString('hex')}.txt`;
  const path = `logs/${currentUser(request).id}/${day}/${fileName}`;
  await ctx.files.put(path, errors.join('\r\n') + '\r\n');
  const summary: ImportSummary = {
    totalCount: total,
    errorCount: errors.length,
    successCount: success,
    msg: `总上传行数：${total}，已导入行数：${success}，错误行数：${errors.length}`,
    fileUrl: `/sys/common/static/${path}`,
    fileName,
  };
  return envelope(true, 201, '文件导入成功，但有错误。', summary);
}
