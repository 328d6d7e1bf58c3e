/**
 * What each account may store, and what every stored upload remembers (sys_upload: path, biz folder, uploader,
 * size, time), so that a record can only name a file uploaded for its kind, and a deleted record takes its file.
 *
 * - Limits per account (env, with defaults): UPLOAD_QUOTA_MB (1024) in the last 24 hours, UPLOAD_RATE_PER_MINUTE
 *   (30) files a minute; and for everyone a floor of free disk space, UPLOAD_MIN_FREE_MB (1024), below which
 *   nothing more is stored (the disk also holds the database).
 * - The biz folder: customer accounts (contacts, and customer accounts that are nobody's contact) write only the
 *   folders their screens upload to; staff any folder but those the server fills itself.
 */
import { and, count, eq, getTableName, gte, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { FILE_BIZ } from '../../src/domain/entities/document';
import { REPORT_BIZ } from '../../src/domain/entities/report';
import { cpcFile, cpcReport, sysUpload } from '../db/schema';
import { tableReach } from './table-reading';
import { currentUser } from '../plugins/auth';
import { BizError } from '../http/envelope';
import { scopeOfUser } from './cpc-scope';
import type { ReceivedUpload } from './uploads';

export interface UploadLimits {
  /** Bytes an account may store in 24 hours, in MB. */
  quotaMb: number;
  /** Files an account may store in a minute. */
  ratePerMinute: number;
  /** Free disk space below which no upload is stored, in MB. */
  minFreeMb: number;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function uploadLimits(env: NodeJS.ProcessEnv = process.env): UploadLimits {
  return {
    quotaMb: positive(env.UPLOAD_QUOTA_MB, 1024),
    ratePerMinute: positive(env.UPLOAD_RATE_PER_MINUTE, 30),
    minFreeMb: positive(env.UPLOAD_MIN_FREE_MB, 1024),
  };
}

export const UPLOAD_LIMIT_MESSAGES = {
  diskFull: '服务器存储空间不足，暂时不能上传文件，请联系管理员',
  rate: '上传过于频繁，请稍后再试',
  quota: (mb: number) => `今日上传已达上限（${mb} MB），请明天再试`,
  biz: '不允许上传到该目录',
} as const;

const MB = 1024 * 1024;
const DAY_MS = 24 * 3600 * 1000;

/** Folders the server fills itself (import errors, generated reports, 网盘 through its own route). */
const SERVER_FOLDERS = new Set(['logs', 'reports', 'netdisk', 'oss']);
/** The folders of the screens a customer account uploads from (its avatar). */
const CUSTOMER_FOLDERS = new Set(['avatar']);
const CUSTOMER_SCOPES = new Set(['institution', 'college', 'none']);

/** Refuses a biz folder of /sys/common/upload the caller may not write. */
export async function assertBizWritable(ctx: AppContext, request: FastifyRequest, biz: string): Promise<void> {
  const top = biz.split('/')[0]!.toLowerCase();
  if (SERVER_FOLDERS.has(top)) throw new BizError(UPLOAD_LIMIT_MESSAGES.biz);
  const customer = CUSTOMER_SCOPES.has((await scopeOfUser(ctx.db, currentUser(request).id)).kind);
  if (customer && !CUSTOMER_FOLDERS.has(biz)) throw new BizError(UPLOAD_LIMIT_MESSAGES.biz);
}

async function assertWithinLimits(ctx: AppContext, userId: string, size: number): Promise<void> {
  const limits = ctx.uploadLimits;
  if ((await ctx.files.freeBytes()) - size < limits.minFreeMb * MB) throw new BizError(UPLOAD_LIMIT_MESSAGES.diskFull);
  const now = ctx.now();
  const since = (ms: number) => and(eq(sysUpload.uploaderId, userId), gte(sysUpload.createdAt, now - ms));
  const [minute] = await ctx.db.select({ n: count() }).from(sysUpload).where(since(60_000));
  if (Number(minute?.n ?? 0) >= limits.ratePerMinute) throw new BizError(UPLOAD_LIMIT_MESSAGES.rate);
  const [day] = await ctx.db
    .select({ bytes: sum(sysUpload.size) })
    .from(sysUpload)
    .where(since(DAY_MS));
  if (Number(day?.bytes ?? 0) + size > limits.quotaMb * MB)
    throw new BizError(UPLOAD_LIMIT_MESSAGES.quota(limits.quotaMb));
}

/** The biz folder of a stored path (`<biz>/<day>/<name>`). */
const bizOf = (path: string) => path.split('/').slice(0, -2).join('/');

/** Stores a received upload at `path` within the caller's limits, and remembers who stored it. */
export async function storeUpload(
  ctx: AppContext,
  request: FastifyRequest,
  upload: ReceivedUpload,
  path: string,
): Promise<void> {
  const userId = currentUser(request).id;
  await assertWithinLimits(ctx, userId, upload.size);
  await ctx.files.write(path, upload.open());
  await ctx.db
    .insert(sysUpload)
    .values({ path, biz: bizOf(path), uploaderId: userId, size: upload.size, createdAt: ctx.now() });
}

/** Who stored `path` through an upload, and for which folder (undefined: not uploaded, e.g. demo or generated). */
export async function uploadOf(ctx: AppContext, path: string) {
  const [row] = await ctx.db.select().from(sysUpload).where(eq(sysUpload.path, path)).limit(1);
  return row;
}

/** Removes a stored file and its upload row. */
export async function removeUpload(ctx: AppContext, path: string): Promise<void> {
  await ctx.files.remove(path);
  await ctx.db.delete(sysUpload).where(eq(sysUpload.path, path));
}

/**
 * The size of the file a record names (null when refused): it must have been uploaded by the writer into `biz` (the folder the
 * record's screen uploads to), or be the record's current file. Anything else (another user's 网盘 file, a
 * generated report, a file of another kind) is refused.
 */
export async function recordFileSize(
  ctx: AppContext,
  request: FastifyRequest,
  path: string,
  biz: string,
  current?: unknown,
): Promise<number | null> {
  const upload = await uploadOf(ctx, path);
  const own = upload?.biz === biz && upload.uploaderId === currentUser(request).id;
  const found = own || path === current ? await ctx.files.stat(path) : null;
  return found?.size ?? null;
}

/**
 * After records were deleted: removes their files in `folders` (never a file a record may not own) that no
 * remaining row of `column` names.
 */
export async function removeRecordFiles(
  ctx: AppContext,
  column: PgColumn,
  paths: unknown[],
  folders: string[],
): Promise<void> {
  for (const path of new Set(paths.filter((p): p is string => typeof p === 'string'))) {
    if (!folders.some((f) => path.startsWith(`${f}/`))) continue;
    const [still] = await ctx.db.select({ n: count() }).from(column.table).where(eq(column, path));
    if (Number(still?.n ?? 0) === 0) await removeUpload(ctx, path);
  }
}

/** The folders whose files belong to records, and the column of the records that name them. */
const RECORD_FOLDERS: [folder: string, column: PgColumn][] = [
  [FILE_BIZ, cpcFile.filePath],
  [REPORT_BIZ, cpcReport.filePath],
];

/**
 * May the caller read a stored file by its path? A record's file only to its uploader and to whom may read a
 * record that names it (the table's readers and scope: a national manager his provinces' records only).
 */
export async function mayReadStoredFile(ctx: AppContext, request: FastifyRequest, path: string): Promise<boolean> {
  const kind = RECORD_FOLDERS.find(([folder]) => path.startsWith(`${folder}/`));
  if (!kind) return true;
  if ((await uploadOf(ctx, path))?.uploaderId === currentUser(request).id) return true;
  const [, column] = kind;
  const reach = await tableReach(ctx, request, getTableName(column.table));
  const [row] = await ctx.db
    .select({ n: count() })
    .from(column.table)
    .where(and(eq(column, path), reach));
  return Number(row?.n ?? 0) > 0;
}
