import { defineEntity } from './entity-types';

/**
 * 对象存储 (oss_file): a file uploaded through `POST /sys/oss/file/upload`, stored by the server's file
 * store; `url` is the stored path (served at /sys/common/static/<url>) or a full address. Not in ENTITIES: its
 * routes are special (server/routes/system/oss-files.ts: list, queryById, upload, delete with JeecgBoot's permission
 * codes system:ossFile:list / upload / delete), and its screen (menu component modules/oss/OSSFileList) needs an
 * upload button the plain list page does not have.
 */
export const ossFileEntity = defineEntity({
  name: 'ossFile',
  title: '文件',
  table: 'oss_file',
  apiPath: '/sys/oss/file',
  permissionPrefix: 'system:ossFile',
  fields: [
    { name: 'fileName', label: '文件名称', type: 'string', maxLength: 255, list: true, search: 'like' },
    { name: 'url', label: '文件地址', type: 'string', maxLength: 1000, list: true, search: 'like' },
  ],
});
