/**
 * 对象存储 (OSSFileController): files uploaded through `POST /sys/oss/file/upload` go to the server's
 * file store (not Aliyun OSS) under `oss/<yyyyMMdd>/`, with a row in oss_file whose `url` is the stored path (served
 * at /sys/common/static/<url>). Deleting a row removes its stored file. Permission codes as JeecgBoot's:
 * system:ossFile:list (list, queryById), system:ossFile:upload, system:ossFile:delete.
 */
import type { FastifyInstance } from 'fastify';
import { ossFileEntity } from '../../../src/domain/entities/oss-file';
import { permissionCode } from '../../../src/domain/entities/crud-actions';
import type { AppContext } from '../../context';
import { bindEntity, toRecord } from '../../crud/entity-table';
import { LIST_QUERY_SCHEMA, param, queryOf } from '../../crud/list-query';
import { BAD_PARAM_MESSAGE, listRecords } from '../../crud/routes';
import type { CrudSpec } from '../../crud/spec';
import { deleteRows, findRows, insertRecord, NOT_FOUND_MESSAGE, writeContext } from '../../crud/writes';
import { ossFile } from '../../db/schema';
import { BizError, okMessage, plain } from '../../http/envelope';
import { storeUpload } from '../../services/upload-ledger';
import { receiveUpload, storedPath, uploadMaxBytes } from '../../services/uploads';
import { ID_QUERY, MULTIPART_UPLOAD } from '../../http/route-schemas';

export const OSS_FILE_TABLE = bindEntity(ossFileEntity, ossFile);
const spec: CrudSpec = { et: OSS_FILE_TABLE };
/** The biz folder of files uploaded here. */
export const OSS_BIZ = 'oss';

const perm = (action: 'list' | 'upload' | 'delete') => ({ permission: permissionCode(ossFileEntity, action) });

/** A file this screen stored (not a full address, nor anything outside its folder). */
const isOssPath = (url: unknown): url is string => typeof url === 'string' && url.startsWith(`${OSS_BIZ}/`);

export async function sysOssFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const maxBytes = uploadMaxBytes();

  app.get('/sys/oss/file/list', { config: perm('list'), schema: { querystring: LIST_QUERY_SCHEMA } }, async (request) =>
    plain(await listRecords(spec, ctx, request, queryOf(request))),
  );

  app.get('/sys/oss/file/queryById', { config: perm('list'), schema: ID_QUERY }, async (request) => {
    const [row] = await findRows(ctx, OSS_FILE_TABLE, [param(queryOf(request), 'id')]);
    if (!row) throw new BizError(NOT_FOUND_MESSAGE);
    return plain(toRecord(OSS_FILE_TABLE, row));
  });

  app.post('/sys/oss/file/upload', { config: perm('upload'), schema: MULTIPART_UPLOAD }, async (request) => {
    const upload = await receiveUpload(request, maxBytes);
    try {
      const path = storedPath(OSS_BIZ, upload.name, ctx.now());
      await storeUpload(ctx, request, upload, path);
      try {
        await insertRecord(spec, writeContext(ctx, request, 'add'), {
          fileName: [...upload.name.display].slice(0, 255).join(''),
          url: path,
        });
      } catch (error) {
        await ctx.files.remove(path);
        throw error;
      }
      return okMessage('上传成功！');
    } finally {
      await upload.dispose();
    }
  });

  app.delete('/sys/oss/file/delete', { config: perm('delete'), schema: ID_QUERY }, async (request) => {
    const id = param(queryOf(request), 'id')?.trim();
    if (!id) throw new BizError(BAD_PARAM_MESSAGE);
    const rows = await findRows(ctx, OSS_FILE_TABLE, [id]);
    if (rows.length === 0) throw new BizError(NOT_FOUND_MESSAGE);
    await deleteRows(spec, request, ctx, rows);
    // The row goes first: a failed removal leaves clutter on disk, never a row naming no file.
    for (const row of rows) {
      if (!isOssPath(row.url)) continue;
      await ctx.files.remove(row.url).catch((error: unknown) => {
        ctx.log.warn({ err: error, path: row.url }, 'oss file: stored file not removed');
      });
    }
    return okMessage('删除成功!');
  });
}
