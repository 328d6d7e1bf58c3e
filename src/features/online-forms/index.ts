import type { ScreenDescriptor } from '../screen-descriptor';

/** 表单开发 (OnlCgformHeadList): the Online表单 definitions, their 数据库属性 and 同步数据库. */
export const onlineFormScreens: ScreenDescriptor[] = [
  {
    component: 'online/form-head-list',
    load: () => import('./components/form-head-list-page'),
    prefetch: () => import('./form-list-options').then(({ prefetchFormList }) => prefetchFormList()),
  },
];
