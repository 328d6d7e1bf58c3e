import { defineEntity } from './entity-types';

/** Whose disk: a user's own, or an institution's shared one. */
export const NETDISK_OWNER = { user: 'user', organization: 'org' } as const;
/** Deleted folders and files stay restorable in the recycle list for this many days. */
export const NETDISK_RECYCLE_DAYS = 30;

/**
 * 网盘 folders (cpc_netdisk_folder): one tree per owner. `deletedTime` set = in the recycle
 * list (restorable for NETDISK_RECYCLE_DAYS days, then purged).
 */
export const netdiskFolderEntity = defineEntity({
  name: 'netdiskFolder',
  title: '网盘目录',
  table: 'cpc_netdisk_folder',
  apiPath: '/netdisk/cpcNetdiskFolder',
  permissionPrefix: 'cpc:netdisk',
  defaultSort: { column: 'name', order: 'asc' },
  fields: [
    { name: 'ownerType', label: '所有者类型', type: 'string', required: true, column: { length: 8 }, form: false },
    { name: 'ownerId', label: '所有者', type: 'string', required: true, column: { length: 32 }, form: false },
    { name: 'parentId', label: '上级目录', type: 'string', column: { length: 32, notNull: true, default: '0' } },
    { name: 'name', label: '目录名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    { name: 'deletedTime', label: '删除时间', type: 'datetime', form: false },
  ],
});

/** 网盘 files (cpc_netdisk_file): a file in an owner's folder ('0' = the disk's root). */
export const netdiskFileEntity = defineEntity({
  name: 'netdiskFile',
  title: '网盘文件',
  table: 'cpc_netdisk_file',
  apiPath: '/netdisk/cpcNetdiskFile',
  permissionPrefix: 'cpc:netdisk',
  defaultSort: { column: 'fileName', order: 'asc' },
  fields: [
    { name: 'ownerType', label: '所有者类型', type: 'string', required: true, column: { length: 8 }, form: false },
    { name: 'ownerId', label: '所有者', type: 'string', required: true, column: { length: 32 }, form: false },
    { name: 'folderId', label: '所属目录', type: 'string', column: { length: 32, notNull: true, default: '0' } },
    { name: 'fileName', label: '文件名称', type: 'string', required: true, maxLength: 200, list: true, search: 'like' },
    { name: 'filePath', label: '文件', type: 'string', required: true, maxLength: 500, form: false },
    { name: 'fileSize', label: '文件大小', type: 'integer', min: 0, column: { default: 0 }, form: false, list: true },
    { name: 'contentType', label: '文件类型', type: 'string', maxLength: 100, form: false },
    { name: 'deletedTime', label: '删除时间', type: 'datetime', form: false },
  ],
});
