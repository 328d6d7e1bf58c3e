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
];
