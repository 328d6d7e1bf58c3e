/**
 * 文档目录 and 文件管理:
 * - /cpcfile/cpcFolder: the shared folder tree. list (flat, by sortNo then name) and tree (the treeSelect shape) for
 *   the 文档管理 screens and for contacts (the portal's 目录); add / edit / delete by the cpc:folder: buttons. A folder
 *   cannot be its own ancestor; one with sub-folders or files cannot be deleted.
 * - /cpcfile/cpcFileManager: files for every institution (no organisation) or for one. Contacts list and download
 *   those of every institution and of their own (never another's, whatever they ask); a national manager those and
 *   his provinces' ones. The same name, year and organisation exists once (queryFileExist, add, edit: 该文件已存在).
 *   The stored file comes from /sys/common/upload; its size is read from the store, never taken from the client.
 *   download streams it as an attachment and counts it.
 */
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_BIZ, FOLDER_ROOT } from '../../../src/domain/entities/document';
import type { AppContext } from '../../context';
import { LIST_QUERY_SCHEMA, param, queryOf } from '../../crud/list-query';
import { listRecords, registerCrud } from '../../crud/routes';
import type { CrudSpec, DbLike, Row, WriteContext } from '../../crud/spec';
import { NOT_FOUND_MESSAGE } from '../../crud/writes';
import { cpcFile, cpcFolder } from '../../db/schema';
import { BizError, envelope, plain } from '../../http/envelope';
import { id, ID_QUERY, NO_PARAMETERS, routeSchema, text, whole } from '../../http/route-schemas';
import { assertOrganizationInScope, cpcScope, organizationCondition, type CpcScope } from '../../services/cpc-scope';
import { FILE_TABLE, FOLDER_TABLE, has, records } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import { safeRelativePath } from '../../lib/file-store';
import { contentDisposition } from '../../http/content-disposition';
import { servedType } from '../../lib/served-types';
import { recordFileSize, removeRecordFiles } from '../../services/upload-ledger';

export const DOCUMENT_MESSAGES = {
  folderNotEmpty: '该目录下有子目录或文件，不能删除',
  folderCycle: '上级目录不能是该目录本身或其下级目录',
  parentMissing: '上级目录不存在',
  folderMissing: '所选目录不存在',
  fileExists: '该文件已存在',
  storedMissing: '文件不存在',
  badPath: '文件路径不合法或文件不存在，请重新上传',
} as const;

const FOLDER_BASE = FOLDER_TABLE.def.apiPath;
const FILE_BASE = FILE_TABLE.def.apiPath;

// ---- folders ----

async function allFolders(db: DbLike) {
  return db.select().from(cpcFolder).orderBy(asc(cpcFolder.sortNo), asc(cpcFolder.name), asc(cpcFolder.id));
}

async function checkFolder(w: WriteContext, body: Row, existing?: Row) {
  const parentId = has(body, 'parentId') ? trimmed(body.parentId) || FOLDER_ROOT : trimmed(existing?.parentId);
  if (!parentId || parentId === FOLDER_ROOT) return;
  const parents = new Map((await allFolders(w.db)).map((f) => [f.id, f.parentId]));
  if (!parents.has(parentId)) throw new BizError(DOCUMENT_MESSAGES.parentMissing);
  if (!existing) return;
  // Walk up from the new parent: meeting this folder means a cycle (the visited set guards a damaged tree).
  const seen = new Set<string>();
  for (let at: string | undefined = parentId; at && at !== FOLDER_ROOT && !seen.has(at); at = parents.get(at)) {
    if (at === trimmed(existing.id)) throw new BizError(DOCUMENT_MESSAGES.folderCycle);
    seen.add(at);
  }
}

export const folderSpec: CrudSpec = {
  et: FOLDER_TABLE,
  readers: READERS.folder,
  contacts: true,
  check: checkFolder,
  async beforeAdd(_w, values) {
    if (!trimmed(values.parentId)) values.parentId = FOLDER_ROOT;
  },
  async beforeEdit(_w, values) {
    if (has(values, 'parentId') && !trimmed(values.parentId)) values.parentId = FOLDER_ROOT;
  },
  async beforeDelete(ctx, rows) {
    const ids = rows.map((r) => trimmed(r.id));
    const [child] = await ctx.db
      .select({ id: cpcFolder.id })
      .from(cpcFolder)
      .where(inArray(cpcFolder.parentId, ids))
      .limit(1);
    const [file] = await ctx.db.select({ id: cpcFile.id }).from(cpcFile).where(inArray(cpcFile.folderId, ids)).limit(1);
    if (child || file) throw new BizError(DOCUMENT_MESSAGES.folderNotEmpty);
  },
};

export interface FolderNode {
  key: string;
  value: string;
  id: string;
  title: string;
  parentId: string;
  sortNo: number | null;
  leaf: boolean;
  isLeaf: boolean;
  children: FolderNode[];
}

/** The folders as the treeSelect widgets take them (key, value, title, children), siblings by sortNo then name. */
export function folderTree(rows: { id: string; parentId: string; name: string; sortNo: number | null }[]) {
  const byParent = new Map<string, typeof rows>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const ids = new Set(rows.map((r) => r.id));
  const build = (r: (typeof rows)[number], seen: Set<string>): FolderNode => {
    const children = seen.has(r.id) ? [] : (byParent.get(r.id) ?? []).map((c) => build(c, new Set([...seen, r.id])));
    const leaf = children.length === 0;
    return {
      key: r.id,
      value: r.id,
      id: r.id,
      title: r.name,
      parentId: r.parentId,
      sortNo: r.sortNo,
      leaf,
      isLeaf: leaf,
      children,
    };
  };
  // A folder whose parent is gone shows at the top rather than not at all.
  return rows.filter((r) => r.parentId === FOLDER_ROOT || !ids.has(r.parentId)).map((r) => build(r, new Set()));
}

// ---- files ----

/** Files for every institution, or for one in scope (a contact: his own; parameters never widen it). */
export function fileCondition(db: DbLike, scope: CpcScope): SQL | undefined {
  const org = organizationCondition(db, scope, cpcFile.organizationId);
  return org && or(isNull(cpcFile.organizationId), eq(cpcFile.organizationId, ''), org);
}

const sameOrganization = (organizationId: string) =>
  organizationId
    ? eq(cpcFile.organizationId, organizationId)
    : or(isNull(cpcFile.organizationId), eq(cpcFile.organizationId, ''));

/** Does another file (not `id`) have this name, year and organisation? */
async function fileExists(db: DbLike, fileName: string, year: number, organizationId: string, id?: string) {
  const [row] = await db
    .select({ id: cpcFile.id })
    .from(cpcFile)
    .where(
      and(
        eq(cpcFile.fileName, fileName),
        eq(cpcFile.year, year),
        sameOrganization(organizationId),
        id ? ne(cpcFile.id, id) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** An uploaded path (the widget may end it with commas); never a log or import error file. */
function uploadedPath(value: unknown): string | null {
  const path = safeRelativePath(trimmed(value).replace(/,+$/, ''));
  return path && !path.startsWith('logs/') ? path : null;
}

async function storedSize(w: WriteContext, value: unknown, existing?: Row): Promise<number> {
  const path = uploadedPath(value);
  const size = path ? await recordFileSize(w.ctx, w.request, path, FILE_BIZ, existing?.filePath) : null;
  if (size === null) throw new BizError(DOCUMENT_MESSAGES.badPath);
  return size;
}

async function checkFile(w: WriteContext, body: Row, existing?: Row) {
  const value = (name: string) => (has(body, name) ? trimmed(body[name]) : trimmed(existing?.[name]));
  const organizationId = value('organizationId');
  if (organizationId && organizationId !== trimmed(existing?.organizationId))
    await assertOrganizationInScope(w.db, await cpcScope(w.ctx, w.request), organizationId, '所属院校');
  const folderId = value('folderId');
  if (folderId) {
    const [folder] = await w.db.select({ id: cpcFolder.id }).from(cpcFolder).where(eq(cpcFolder.id, folderId));
    if (!folder) throw new BizError(DOCUMENT_MESSAGES.folderMissing);
  }
  const year = Number(value('year'));
  if (await fileExists(w.db, value('fileName'), year, organizationId, existing ? trimmed(existing.id) : undefined))
    throw new BizError(DOCUMENT_MESSAGES.fileExists);
}

export const fileSpec: CrudSpec = {
  et: FILE_TABLE,
  readers: READERS.file,
  contacts: true,
  scope: async (ctx, request: FastifyRequest) => fileCondition(ctx.db, await cpcScope(ctx, request)),
  check: checkFile,
  deleted: (ctx, rows) =>
    removeRecordFiles(
      ctx,
      cpcFile.filePath,
      rows.map((r) => r.filePath),
      [FILE_BIZ],
    ),
  async beforeAdd(w, values) {
    values.filePath = uploadedPath(values.filePath);
    values.fileSize = await storedSize(w, values.filePath);
    values.downloadCount = 0;
    if (!trimmed(values.organizationId)) values.organizationId = null;
  },
  async beforeEdit(w, values, _body, existing) {
    if (has(values, 'filePath')) {
      values.filePath = uploadedPath(values.filePath);
      values.fileSize = await storedSize(w, values.filePath, existing);
    }
    if (has(values, 'organizationId') && !trimmed(values.organizationId)) values.organizationId = null;
  },
};

async function years(db: DbLike, where: SQL | undefined): Promise<number[]> {
  const rows = await db.selectDistinct({ year: cpcFile.year }).from(cpcFile).where(where).orderBy(desc(cpcFile.year));
  return rows.map((r) => r.year);
}

export async function cpcDocumentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Folders: contacts read the tree too (the portal's 目录).
  await registerCrud(app, ctx, folderSpec, ['list', 'importExcel']);
  app.get(
    `${FOLDER_BASE}/list`,
    { config: { readers: READERS.folder, contacts: true }, schema: routeSchema({ query: { name: text('名称') } }) },
    async (request) => {
      const rows = await allFolders(ctx.db);
      const name = trimmed(param(queryOf(request), 'name')).replace(/\*/g, '');
      const shown = name ? rows.filter((r) => r.name.includes(name)) : rows;
      const list = await records(ctx, FOLDER_TABLE, shown);
      return plain({ records: list, total: list.length, size: list.length, current: 1, pages: 1 });
    },
  );
  app.get(
    `${FOLDER_BASE}/tree`,
    { config: { readers: READERS.folder, contacts: true }, schema: NO_PARAMETERS },
    async () => {
      return plain(folderTree(await allFolders(ctx.db)));
    },
  );

  // Files: contacts list, see the years and download within their scope.
  await registerCrud(app, ctx, fileSpec, ['list', 'importExcel']);
  app.get(
    `${FILE_BASE}/list`,
    { config: { readers: READERS.file, contacts: true }, schema: { querystring: LIST_QUERY_SCHEMA } },
    async (request) => {
      return plain(await listRecords(fileSpec, ctx, request, queryOf(request)));
    },
  );

  app.get(
    `${FILE_BASE}/queryFileYearList`,
    { config: { readers: READERS.file, contacts: true }, schema: NO_PARAMETERS },
    async (request) => {
      const scope = await cpcScope(ctx, request);
      return plain(await years(ctx.db, fileCondition(ctx.db, scope)));
    },
  );

  app.get(
    `${FILE_BASE}/queryFileYearListByOrganizationId`,
    {
      config: { readers: READERS.file, contacts: true },
      schema: routeSchema({ query: { organizationId: text('机构') } }),
    },
    async (request) => {
      const scope = await cpcScope(ctx, request);
      const contact = scope.kind === 'institution' || scope.kind === 'college';
      const organizationId = contact ? scope.institutionId : trimmed(param(queryOf(request), 'organizationId'));
      return plain(
        await years(
          ctx.db,
          and(fileCondition(ctx.db, scope), organizationId ? sameOrganizationOrAll(organizationId) : undefined),
        ),
      );
    },
  );

  app.get(
    `${FILE_BASE}/queryFileExist`,
    {
      config: { readers: READERS.file },
      schema: routeSchema({
        query: { fileName: text('文件名称'), year: whole('年度'), organizationId: text('机构'), id },
      }),
    },
    async (request) => {
      const query = queryOf(request);
      const fileName = trimmed(param(query, 'fileName'));
      const year = Number(trimmed(param(query, 'year')));
      if (!fileName || !Number.isInteger(year)) return plain(false);
      const id = trimmed(param(query, 'id')) || undefined;
      return plain(await fileExists(ctx.db, fileName, year, trimmed(param(query, 'organizationId')), id));
    },
  );

  app.get(
    `${FILE_BASE}/download`,
    {
      config: { readers: READERS.file, contacts: true },
      schema: ID_QUERY,
      compress: false,
    },
    async (request, reply) => {
      const scope = await cpcScope(ctx, request);
      const id = trimmed(param(queryOf(request), 'id'));
      const [row] = id
        ? await ctx.db
            .select()
            .from(cpcFile)
            .where(and(eq(cpcFile.id, id), fileCondition(ctx.db, scope)))
            .limit(1)
        : [];
      if (!row) throw new BizError(NOT_FOUND_MESSAGE);
      const path = uploadedPath(row.filePath);
      const file = path ? await ctx.files.open(path) : null;
      if (!path || !file) return reply.code(404).send(envelope(false, 404, DOCUMENT_MESSAGES.storedMissing, null));
      await ctx.db
        .update(cpcFile)
        .set({ downloadCount: sql`coalesce(${cpcFile.downloadCount}, 0) + 1` })
        .where(eq(cpcFile.id, row.id));
      const extension = path.includes('.') ? path.slice(path.lastIndexOf('.')) : '';
      const name =
        extension && !row.fileName.toLowerCase().endsWith(extension) ? row.fileName + extension : row.fileName;
      return reply
        .header('content-type', servedType(path).type)
        .header('content-disposition', contentDisposition('attachment', name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-length', file.size)
        .send(file.stream);
    },
  );
}

/** Files of one institution and those for every institution. */
function sameOrganizationOrAll(organizationId: string) {
  return or(isNull(cpcFile.organizationId), eq(cpcFile.organizationId, ''), eq(cpcFile.organizationId, organizationId));
}
