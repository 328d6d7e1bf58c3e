/** JeecgBoot's 功能测试: a form's rows as its menu would show them. */
export const TEST_ACTION = '功能测试';

/** What decides which screen shows a form's rows (fields of its head, onl_cgform_head). */
export interface FormScreenFacts {
  id: string | number;
  themeTemplate?: string | null;
  isTree?: string | null;
}

const SCREEN_OF_THEME: Record<string, string> = {
  erp: 'cgformErpList',
  innerTable: 'cgformInnerTableList',
  tab: 'cgformTabList',
};

/**
 * The screen of a form's rows by JeecgBoot's rule (its menu and 功能测试): the 主题模板 erp, innerTable or tab first,
 * then a tree (isTree Y), else the plain list.
 */
export function formScreenPath(head: FormScreenFacts): string {
  const screen = SCREEN_OF_THEME[head.themeTemplate ?? ''] ?? (head.isTree === 'Y' ? 'cgformTreeList' : 'cgformList');
  return `/online/${screen}/${encodeURIComponent(String(head.id))}`;
}

/** 视图管理: the views (copies) of one form. */
export const copyListPath = (id: string) => `/online/copyform/${encodeURIComponent(id)}`;
