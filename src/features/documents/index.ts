import type { ScreenDescriptor } from '../screen-descriptor';

/** 文档目录, 文件管理 (/document/folder, /document/file) and the portal's 目录 and 文件列表. */
export const documentScreens: ScreenDescriptor[] = [
  { component: 'cpc/DocumentFolderList', load: () => import('./components/folder-list-page') },
  { component: 'cpc/FileManagerList', load: () => import('./components/file-manager-page') },
  { component: 'customer/Contents', load: () => import('./components/customer-contents-page') },
  { component: 'customer/FileManagerList', load: () => import('./components/customer-files-page') },
];
