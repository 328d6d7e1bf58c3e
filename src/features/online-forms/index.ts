import type { ScreenDescriptor } from '../screen-descriptor';

/**
 * 表单开发 (OnlCgformHeadList): the Online表单 definitions, their 数据库属性 and 同步数据库; a form's rows
 * (OnlCgformAutoList, `/online/cgformList/<id>`).
 */
export const onlineFormScreens: ScreenDescriptor[] = [
  {
    component: 'online/form-head-list',
    load: () => import('./components/form-head-list-page'),
    prefetch: () => import('./form-list-options').then(({ prefetchFormList }) => prefetchFormList()),
  },
  { component: 'online/auto-list', load: () => import('./components/auto-list-page') },
  // TAB主题: the master form with its sub-tables in tabs, which is how every master form shows them.
  { component: 'online/tab-list', load: () => import('./components/auto-list-page') },
  { component: 'online/tree-list', load: () => import('./components/tree-list-page') },
  { component: 'online/erp-list', load: () => import('./components/erp-list-page') },
  { component: 'online/inner-table-list', load: () => import('./components/inner-table-list-page') },
  { component: 'online/copy-list', load: () => import('./components/copy-list-page') },
  { component: 'online/dynamic-form', load: () => import('./components/dynamic-form-page') },
];
