import type { ScreenDescriptor } from '../screen-descriptor';

/** 文档目录, 文件管理 (/document/folder, /document/file) and the portal's 目录 and 文件列表. */
export const documentScreens: ScreenDescriptor[] = [];
