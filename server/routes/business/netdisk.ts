/**
 * 网盘 under /netdisk/cpcNetdiskFolder, for holders of the 网盘 menu. Every call works on one disk, taken
 * from the session: the caller's own (ownerType 'user', the default), or, with `?ownerType=org&ownerId=`, an
 * institution's shared disk, for staff whose scope reaches that institution (a national manager: his provinces).
 * An id of another disk's folder or file answers 未找到对应数据.
 *
 * - list [parentId]: the disk's folders (all, or one folder's children); findFileList {folderId}: a folder's files;
 * - add {name, parentId}; rename {type, id, name}; move {type, id, targetId}; delete {type, id}: to the recycle
 *   list (a folder with its subtree, all stamped with one deletedTime);
 * - recycleList: the deleted items (not those deleted with a deleted folder) with their remaining days;
 *   restore {type, id} (with what was deleted with it; to the root when its folder is no longer there);
 *   purge {type, id} (彻底删除: rows and stored bytes). Items deleted NETDISK_RECYCLE_DAYS days ago are purged on
 *   the next list or recycleList call of that disk;
 * - upload (multipart `file` + `folderId`; the checks of services/uploads.ts), download {id} (attachment),
 *   preview {id} (images and PDF only, inline).
 */
import { and, eq, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NETDISK_OWNER, NETDISK_RECYCLE_DAYS } from '../../../src/domain/entities/netdisk';
import type { AppContext } from '../../context';
import { param, queryOf } from '../../crud/list-query';
import type { Row } from '../../crud/spec';
import { cpcNetdiskFile, cpcNetdiskFolder } from '../../db/schema';
import { newId } from '../../db/ids';
import { currentUser } from '../../plugins/auth';
import { BizError, ok, okMessage, plain } from '../../http/envelope';
import { id, routeSchema, text, token, type Properties } from '../../http/route-schemas';
import { cpcScope, organizationInScope, OUT_OF_SCOPE_MESSAGE } from '../../services/cpc-scope';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';
import { contentDisposition } from '../../http/content-disposition';
import { storeUpload } from '../../services/upload-ledger';
import { receiveUpload, storedPath, uploadMaxBytes } from '../../services/uploads';
import { servedType } from '../../lib/served-types';
import { formatDateTime } from '../../time';
import { FILE_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers';

/** Every call names whose 网盘 it works in (ownerOf): the caller's own, or an institution's. */
const ownerSchema = (query: Properties, body?: Properties) =>
  routeSchema({ query: { ownerType: text('网盘类型'), ownerId: text('所属机构'), ...query }, body });
/** The file or folder a call acts on. */
const ITEM: Properties = { type: text('类型'), id };

export const NETDISK_API = '/netdisk/cpcNetdiskFolder';
export const NOT_FOUND = '未找到对应数据';
const DAY_MS = 86_400_000;
const PDF = 'application/pdf';
/**
 * A PDF shown in the dialog's frame: the browser's viewer needs the document unsandboxed and its embed allowed;
 * nothing else loads, and only this origin may frame it. Served as application/pdf with nosniff, never as a page.
 */
export const PDF_PREVIEW_POLICY = "default-src 'none'; object-src 'self'; frame-ancestors 'self'";

export interface Owner {
  type: string;
  id: string;
}

type Kind = 'folder' | 'file';
type FolderRow = typeof cpcNetdiskFolder.$inferSelect;
type FileRow = typeof cpcNetdiskFile.$inferSelect;

/** The folder of a disk's stored files. */
export const ownerFolder = (owner: Owner) => `netdisk/${owner.type}-${owner.id}`;

/** The disk of this request: the caller's, or an institution's in the caller's (staff) scope. */
async function ownerOf(ctx: AppContext, request: FastifyRequest): Promise<Owner> {
  const query = queryOf(request);
  const type = param(query, 'ownerType')?.trim() || NETDISK_OWNER.user;
  if (type === NETDISK_OWNER.user) return { type, id: currentUser(request).id };
  if (type !== NETDISK_OWNER.organization) throw new BizError('网盘所有者不正确');
  const orgId = param(query, 'ownerId')?.trim() ?? '';
  const scope = await cpcScope(ctx, request);
  const staff = scope.kind === 'all' || scope.kind === 'provinces';
  if (!staff || !(await organizationInScope(ctx.db, scope, orgId)))
    throw new BizError(`院校不存在或${OUT_OF_SCOPE_MESSAGE}`);
  return { type, id: orgId };
}

const ownedFolders = (owner: Owner): SQL =>
  and(eq(cpcNetdiskFolder.ownerType, owner.type), eq(cpcNetdiskFolder.ownerId, owner.id))!;
const ownedFiles = (owner: Owner): SQL =>
  and(eq(cpcNetdiskFile.ownerType, owner.type), eq(cpcNetdiskFile.ownerId, owner.id))!;

const kindOf = (value: unknown): Kind => {
  const kind = trimmed(value);
  if (kind !== 'folder' && kind !== 'file') throw new BizError('类型不正确');
  return kind;
};

/** A name for a folder or a file: not empty, no path separators, within the column. */
function checkName(value: unknown, kind: Kind): string {
  const name = typeof value === 'string' ? value.trim() : '';
  const label = kind === 'folder' ? '文件夹名称' : '文件名称';
  if (!name) throw new BizError(`${label}不能为空`);
  if (/[/\\]/.test(name)) throw new BizError(`${label}不能包含 / 或 \\`);
  const max = kind === 'folder' ? 100 : 200;
  if (name.length > max) throw new BizError(`${label}不能超过${max}个字符`);
  return name;
}

const folderRecord = (r: FolderRow) => ({
  id: r.id,
  parentId: r.parentId,
  name: r.name,
  createTime: r.createTime,
  updateTime: r.updateTime ?? r.createTime,
});

const fileRecord = (r: FileRow) => ({
  id: r.id,
  folderId: r.folderId,
  fileName: r.fileName,
  fileSize: r.fileSize ?? 0,
  contentType: r.contentType,
  createTime: r.createTime,
  updateTime: r.updateTime ?? r.createTime,
});

/** 'yyyy-MM-dd HH:mm:ss' (GMT+8) back to epoch ms. */
const parseTime = (value: string) => Date.parse(`${value.replace(' ', 'T')}+08:00`);

/** The ids of a folder and everything under it. */
function subtree(folders: FolderRow[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders)
      if (!ids.has(f.id) && ids.has(f.parentId)) {
        ids.add(f.id);
        grew = true;
      }
  }
  return ids;
}

export async function cpcNetdiskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const config = { readers: READERS.netdisk };
  const db = ctx.db;
  const now = () => formatDateTime(new Date(ctx.now()));
  const audit = (request: FastifyRequest) => ({ updateBy: currentUser(request).username, updateTime: now() });

  const folders = (owner: Owner) => db.select().from(cpcNetdiskFolder).where(ownedFolders(owner));

  async function folderOf(owner: Owner, id: string, deleted = false): Promise<FolderRow> {
    const [row] = await db
      .select()
      .from(cpcNetdiskFolder)
      .where(and(ownedFolders(owner), eq(cpcNetdiskFolder.id, id)))
      .limit(1);
    if (!row || Boolean(row.deletedTime) !== deleted) throw new BizError(NOT_FOUND);
    return row;
  }

  async function fileOf(owner: Owner, id: string, deleted = false): Promise<FileRow> {
    const [row] = await db
      .select()
      .from(cpcNetdiskFile)
      .where(and(ownedFiles(owner), eq(cpcNetdiskFile.id, id)))
      .limit(1);
    if (!row || Boolean(row.deletedTime) !== deleted) throw new BizError(NOT_FOUND);
    return row;
  }

  /** A live folder of the disk, or the root ('0'). */
  async function target(owner: Owner, id: unknown): Promise<string> {
    const folderId = trimmed(id) || '0';
    if (folderId !== '0') await folderOf(owner, folderId);
    return folderId;
  }

  /** Refuses a name already used by a live item of the same kind in the folder (`except` itself). */
  async function assertUnique(owner: Owner, kind: Kind, parentId: string, name: string, except?: string) {
    const [clash] =
      kind === 'folder'
        ? await db
            .select({ id: cpcNetdiskFolder.id })
            .from(cpcNetdiskFolder)
            .where(
              and(
                ownedFolders(owner),
                eq(cpcNetdiskFolder.parentId, parentId),
                eq(cpcNetdiskFolder.name, name),
                isNull(cpcNetdiskFolder.deletedTime),
              ),
            )
        : await db
            .select({ id: cpcNetdiskFile.id })
            .from(cpcNetdiskFile)
            .where(
              and(
                ownedFiles(owner),
                eq(cpcNetdiskFile.folderId, parentId),
                eq(cpcNetdiskFile.fileName, name),
                isNull(cpcNetdiskFile.deletedTime),
              ),
            );
    if (clash && clash.id !== except)
      throw new BizError(kind === 'folder' ? '同一目录下已有同名文件夹' : '同一目录下已有同名文件');
  }

  /** Removes rows and their stored bytes. */
  async function remove(folderIds: string[], files: FileRow[]) {
    if (files.length > 0)
      await db.delete(cpcNetdiskFile).where(
        inArray(
          cpcNetdiskFile.id,
          files.map((f) => f.id),
        ),
      );
    if (folderIds.length > 0) await db.delete(cpcNetdiskFolder).where(inArray(cpcNetdiskFolder.id, folderIds));
    await Promise.all(files.map((f) => ctx.files.remove(f.filePath).catch(() => false)));
  }

  /** Purges what was deleted NETDISK_RECYCLE_DAYS days ago or earlier (one indexed query when there is none). */
  async function purgeExpired(owner: Owner) {
    const cutoff = formatDateTime(new Date(ctx.now() - NETDISK_RECYCLE_DAYS * DAY_MS));
    const [files, old] = await Promise.all([
      db
        .select()
        .from(cpcNetdiskFile)
        .where(and(ownedFiles(owner), lt(cpcNetdiskFile.deletedTime, cutoff))),
      db
        .select({ id: cpcNetdiskFolder.id })
        .from(cpcNetdiskFolder)
        .where(and(ownedFolders(owner), lt(cpcNetdiskFolder.deletedTime, cutoff))),
    ]);
    await remove(
      old.map((f) => f.id),
      files,
    );
  }

  const body = (request: FastifyRequest) => (request.body ?? {}) as Row;

  app.get(`${NETDISK_API}/list`, { config, schema: ownerSchema({ parentId: text('上级文件夹') }) }, async (request) => {
    const owner = await ownerOf(ctx, request);
    await purgeExpired(owner);
    const parentId = param(queryOf(request), 'parentId')?.trim();
    const rows = await db
      .select()
      .from(cpcNetdiskFolder)
      .where(
        and(
          ownedFolders(owner),
          isNull(cpcNetdiskFolder.deletedTime),
          parentId ? eq(cpcNetdiskFolder.parentId, parentId) : undefined,
        ),
      )
      .orderBy(cpcNetdiskFolder.name);
    return plain(rows.map(folderRecord));
  });

  app.get(
    `${NETDISK_API}/findFileList`,
    { config, schema: ownerSchema({ folderId: text('文件夹') }) },
    async (request) => {
      const owner = await ownerOf(ctx, request);
      const folderId = await target(owner, param(queryOf(request), 'folderId'));
      const rows = await db
        .select()
        .from(cpcNetdiskFile)
        .where(and(ownedFiles(owner), eq(cpcNetdiskFile.folderId, folderId), isNull(cpcNetdiskFile.deletedTime)))
        .orderBy(cpcNetdiskFile.fileName);
      return plain(rows.map(fileRecord));
    },
  );

  app.post(
    `${NETDISK_API}/add`,
    { config, schema: ownerSchema({}, { name: text('名称'), parentId: text('上级文件夹') }) },
    async (request) => {
      const owner = await ownerOf(ctx, request);
      const input = body(request);
      const name = checkName(input.name, 'folder');
      const parentId = await target(owner, input.parentId);
      await assertUnique(owner, 'folder', parentId, name);
      const user = currentUser(request);
      const id = newId(ctx.now());
      await db.insert(cpcNetdiskFolder).values({
        id,
        ownerType: owner.type,
        ownerId: owner.id,
        parentId,
        name,
        createBy: user.username,
        createTime: now(),
        sysOrgCode: user.orgCode ?? null,
      });
      return ok({ id }, '新建文件夹成功');
    },
  );

  app.post(
    `${NETDISK_API}/rename`,
    { config, schema: ownerSchema({}, { ...ITEM, name: text('名称') }) },
    async (request) => {
      const owner = await ownerOf(ctx, request);
      const input = body(request);
      const kind = kindOf(input.type);
      const id = trimmed(input.id);
      const name = checkName(input.name, kind);
      if (kind === 'folder') {
        const folder = await folderOf(owner, id);
        await assertUnique(owner, kind, folder.parentId, name, id);
        await db
          .update(cpcNetdiskFolder)
          .set({ name, ...audit(request) })
          .where(eq(cpcNetdiskFolder.id, id));
      } else {
        const file = await fileOf(owner, id);
        await assertUnique(owner, kind, file.folderId, name, id);
        await db
          .update(cpcNetdiskFile)
          .set({ fileName: name, ...audit(request) })
          .where(eq(cpcNetdiskFile.id, id));
      }
      return okMessage('重命名成功');
    },
  );

  app.post(
    `${NETDISK_API}/move`,
    { config, schema: ownerSchema({}, { ...ITEM, targetId: text('目标文件夹') }) },
    async (request) => {
      const owner = await ownerOf(ctx, request);
      const input = body(request);
      const kind = kindOf(input.type);
      const id = trimmed(input.id);
      if (kind === 'folder') {
        const folder = await folderOf(owner, id);
        const targetId = trimmed(input.targetId) || '0';
        if (subtree(await folders(owner), id).has(targetId)) throw new BizError('不能移动到自身或其子目录');
        await target(owner, targetId);
        await assertUnique(owner, kind, targetId, folder.name, id);
        await db
          .update(cpcNetdiskFolder)
          .set({ parentId: targetId, ...audit(request) })
          .where(eq(cpcNetdiskFolder.id, id));
      } else {
        const file = await fileOf(owner, id);
        const targetId = await target(owner, input.targetId);
        await assertUnique(owner, kind, targetId, file.fileName, id);
        await db
          .update(cpcNetdiskFile)
          .set({ folderId: targetId, ...audit(request) })
          .where(eq(cpcNetdiskFile.id, id));
      }
      return okMessage('移动成功');
    },
  );

  app.post(`${NETDISK_API}/delete`, { config, schema: ownerSchema({}, ITEM) }, async (request) => {
    const owner = await ownerOf(ctx, request);
    const input = body(request);
    const kind = kindOf(input.type);
    const id = trimmed(input.id);
    const deletedTime = now();
    if (kind === 'file') {
      await fileOf(owner, id);
      await db.update(cpcNetdiskFile).set({ deletedTime }).where(eq(cpcNetdiskFile.id, id));
      return okMessage('已移入回收站');
    }
    await folderOf(owner, id);
    const ids = [...subtree(await folders(owner), id)];
    await db
      .update(cpcNetdiskFolder)
      .set({ deletedTime })
      .where(and(inArray(cpcNetdiskFolder.id, ids), isNull(cpcNetdiskFolder.deletedTime)));
    await db
      .update(cpcNetdiskFile)
      .set({ deletedTime })
      .where(and(ownedFiles(owner), inArray(cpcNetdiskFile.folderId, ids), isNull(cpcNetdiskFile.deletedTime)));
    return okMessage('已移入回收站');
  });

  app.get(`${NETDISK_API}/recycleList`, { config, schema: ownerSchema({}) }, async (request) => {
    const owner = await ownerOf(ctx, request);
    await purgeExpired(owner);
    const [allFolders, files] = await Promise.all([
      folders(owner),
      db
        .select()
        .from(cpcNetdiskFile)
        .where(and(ownedFiles(owner), isNotNull(cpcNetdiskFile.deletedTime))),
    ]);
    const byId = new Map(allFolders.map((f) => [f.id, f]));
    // Deleted with its folder (same stamp): restored with it, not on its own.
    const own = (parentId: string, deletedTime: string) => byId.get(parentId)?.deletedTime !== deletedTime;
    const remaining = (deletedTime: string) =>
      Math.max(0, NETDISK_RECYCLE_DAYS - Math.floor((ctx.now() - parseTime(deletedTime)) / DAY_MS));
    const items = [
      ...allFolders
        .filter((f) => f.deletedTime && own(f.parentId, f.deletedTime))
        .map((f) => ({ type: 'folder', id: f.id, name: f.name, fileSize: null, deletedTime: f.deletedTime! })),
      ...files
        .filter((f) => own(f.folderId, f.deletedTime!))
        .map((f) => ({ type: 'file', id: f.id, name: f.fileName, fileSize: f.fileSize, deletedTime: f.deletedTime! })),
    ]
      .map((item) => ({ ...item, remainingDays: remaining(item.deletedTime) }))
      .sort((a, b) => (a.deletedTime < b.deletedTime ? 1 : a.deletedTime > b.deletedTime ? -1 : 0));
    return plain(items);
  });

  /** Where a restored item goes: its folder while that is live, else the root. */
  async function restoreTarget(owner: Owner, parentId: string): Promise<string> {
    if (parentId === '0') return '0';
    const [parent] = await db
      .select({ id: cpcNetdiskFolder.id })
      .from(cpcNetdiskFolder)
      .where(and(ownedFolders(owner), eq(cpcNetdiskFolder.id, parentId), isNull(cpcNetdiskFolder.deletedTime)));
    return parent ? parentId : '0';
  }

  app.post(`${NETDISK_API}/restore`, { config, schema: ownerSchema({}, ITEM) }, async (request) => {
    const owner = await ownerOf(ctx, request);
    const input = body(request);
    const kind = kindOf(input.type);
    const id = trimmed(input.id);
    const clash = (error: unknown) => {
      if (error instanceof BizError && error.message.startsWith('同一目录下'))
        throw new BizError(`还原位置已有同名${kind === 'folder' ? '文件夹' : '文件'}，请先将其重命名`);
      throw error;
    };
    if (kind === 'file') {
      const file = await fileOf(owner, id, true);
      const folderId = await restoreTarget(owner, file.folderId);
      await assertUnique(owner, kind, folderId, file.fileName).catch(clash);
      await db.update(cpcNetdiskFile).set({ folderId, deletedTime: null }).where(eq(cpcNetdiskFile.id, id));
      return okMessage('还原成功');
    }
    const folder = await folderOf(owner, id, true);
    const parentId = await restoreTarget(owner, folder.parentId);
    await assertUnique(owner, kind, parentId, folder.name).catch(clash);
    const stamp = folder.deletedTime!;
    const ids = [...subtree(await folders(owner), id)];
    await db.update(cpcNetdiskFolder).set({ parentId }).where(eq(cpcNetdiskFolder.id, id));
    await db
      .update(cpcNetdiskFolder)
      .set({ deletedTime: null })
      .where(and(inArray(cpcNetdiskFolder.id, ids), eq(cpcNetdiskFolder.deletedTime, stamp)));
    await db
      .update(cpcNetdiskFile)
      .set({ deletedTime: null })
      .where(and(ownedFiles(owner), inArray(cpcNetdiskFile.folderId, ids), eq(cpcNetdiskFile.deletedTime, stamp)));
    return okMessage('还原成功');
  });

  app.post(`${NETDISK_API}/purge`, { config, schema: ownerSchema({}, ITEM) }, async (request) => {
    const owner = await ownerOf(ctx, request);
    const input = body(request);
    const kind = kindOf(input.type);
    const id = trimmed(input.id);
    if (kind === 'file') {
      await remove([], [await fileOf(owner, id, true)]);
      return okMessage('已彻底删除');
    }
    await folderOf(owner, id, true);
    const ids = [...subtree(await folders(owner), id)];
    const files = await db
      .select()
      .from(cpcNetdiskFile)
      .where(and(ownedFiles(owner), inArray(cpcNetdiskFile.folderId, ids)));
    await remove(ids, files);
    return okMessage('已彻底删除');
  });

  const maxBytes = uploadMaxBytes();

  app.post(`${NETDISK_API}/upload`, { config, schema: ownerSchema({}) }, async (request) => {
    const owner = await ownerOf(ctx, request);
    const upload = await receiveUpload(request, maxBytes);
    try {
      const folderId = await target(owner, upload.fields.folderId);
      const fileName = checkName(upload.name.display, 'file');
      await assertUnique(owner, 'file', folderId, fileName);
      const filePath = storedPath(ownerFolder(owner), upload.name, ctx.now());
      await storeUpload(ctx, request, upload, filePath);
      const user = currentUser(request);
      const id = newId(ctx.now());
      await db.insert(cpcNetdiskFile).values({
        id,
        ownerType: owner.type,
        ownerId: owner.id,
        folderId,
        fileName,
        filePath,
        fileSize: upload.size,
        contentType: servedType(fileName).type,
        createBy: user.username,
        createTime: now(),
        sysOrgCode: user.orgCode ?? null,
      });
      return ok({ id, fileName }, '上传成功');
    } finally {
      await upload.dispose();
    }
  });

  async function send(request: FastifyRequest, reply: FastifyReply, preview: boolean) {
    const owner = await ownerOf(ctx, request);
    const file = await fileOf(owner, param(queryOf(request), 'id')?.trim() ?? '');
    const served = servedType(file.fileName);
    if (preview && !served.inline) throw new BizError('该文件类型不支持预览，请下载后查看');
    const stored = await ctx.files.open(file.filePath);
    if (!stored) throw new BizError('文件不存在');
    return reply
      .header('content-type', served.type)
      .header('content-disposition', contentDisposition(preview ? 'inline' : 'attachment', file.fileName))
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        preview && served.type === PDF ? PDF_PREVIEW_POLICY : FILE_CONTENT_SECURITY_POLICY,
      )
      .header('cache-control', 'private, no-store')
      .send(stored.stream);
  }

  app.get(`${NETDISK_API}/download`, { config, schema: ownerSchema({ id }), compress: false }, (request, reply) =>
    send(request, reply, false),
  );
  // The token may be in the address (`?token=`): the dialog shows a PDF in a frame of this origin.
  app.get(
    `${NETDISK_API}/preview`,
    { config: { ...config, queryToken: true }, schema: ownerSchema({ id, token }), compress: false },
    (request, reply) => send(request, reply, true),
  );
}
