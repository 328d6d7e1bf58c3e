import { ORGANIZATION_DICT } from './college';
import { defineEntity } from './entity-types';

/** file_category: 1 通知, 2 报告, 3 模板, 4 其他. */
export const FILE_CATEGORY = { notice: '1', report: '2', template: '3', other: '4' } as const;
/** The root of the folder tree (a folder whose parent is the root is top-level). */
export const FOLDER_ROOT = '0';
/** The folder 文件管理 files are uploaded to (a file record names only a file its writer uploaded there). */
export const FILE_BIZ = 'cpcfile';

export const FOLDER_DICT = 'cpc_folder,name,id';

/**
 * 文档目录 (cpc_folder): the shared folder tree the testing body files documents in; the
 * customer portal's 目录 shows the same tree. A folder with sub-folders or files cannot be deleted.
 */
export const folderEntity = defineEntity({
  name: 'folder',
  title: '文档目录',
  table: 'cpc_folder',
  apiPath: '/cpcfile/cpcFolder',
  permissionPrefix: 'cpc:folder',
  exportFileName: '文档目录',
  defaultSort: { column: 'sortNo', order: 'asc' },
  fields: [
    {
      name: 'parentId',
      label: '上级目录',
      type: 'treeSelect',
      tree: { url: '/cpcfile/cpcFolder/tree', resource: 'folder' },
      dictCode: FOLDER_DICT,
      column: { length: 32, notNull: true, default: FOLDER_ROOT },
      defaultValue: FOLDER_ROOT,
    },
    { name: 'name', label: '目录名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    { name: 'sortNo', label: '排序', type: 'integer', min: 0, max: 9999, defaultValue: 0, list: { sorter: true } },
    { name: 'description', label: '说明', type: 'textarea', maxLength: 500 },
  ],
});

/**
 * 文件管理 (cpc_file): a document for one institution or, with no organisation, for every institution, filed in a
 * folder and a year. The same name, year and organisation may exist only once (queryFileExist: 该文件已存在);
 * downloads are counted.
 */
export const fileEntity = defineEntity({
  name: 'file',
  title: '文件',
  table: 'cpc_file',
  apiPath: '/cpcfile/cpcFileManager',
  permissionPrefix: 'cpc:file',
  exportFileName: '文件管理',
  defaultSort: { column: 'createTime', order: 'desc' },
  fields: [
    { name: 'fileName', label: '文件名称', type: 'string', required: true, maxLength: 200, list: true, search: 'like' },
    { name: 'filePath', label: '文件', type: 'file', required: true, maxLength: 500, upload: { maxCount: 1 } },
    { name: 'fileSize', label: '文件大小', type: 'integer', min: 0, readOnly: true, column: { default: 0 } },
    {
      name: 'year',
      label: '年份',
      type: 'integer',
      required: true,
      min: 2000,
      max: 2100,
      list: { sorter: true },
      search: 'eq',
    },
    {
      name: 'organizationId',
      label: '所属院校',
      type: 'select',
      dictCode: ORGANIZATION_DICT,
      column: { length: 32 },
      list: true,
      search: 'eq',
      placeholder: '不选为全部院校',
    },
    {
      name: 'fileCategory',
      label: '文件类别',
      type: 'select',
      dictCode: 'file_category',
      required: true,
      column: { length: 1 },
      list: true,
      search: 'eq',
    },
    {
      name: 'folderId',
      label: '所属目录',
      type: 'treeSelect',
      tree: { url: '/cpcfile/cpcFolder/tree', resource: 'folder' },
      dictCode: FOLDER_DICT,
      required: true,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    { name: 'downloadCount', label: '下载次数', type: 'integer', readOnly: true, column: { default: 0 }, list: true },
    { name: 'description', label: '说明', type: 'textarea', maxLength: 500 },
  ],
});
