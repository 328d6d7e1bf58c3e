import type { ScreenDescriptor } from '../screen-descriptor';

/** Online报表配置 (OnlCgreportHeadList) and AUTO在线报表 (OnlCgreportAutoList, `/online/cgreport/<id>`). */
export const onlineReportScreens: ScreenDescriptor[] = [
  {
    component: 'online/report-head-list',
    load: () => import('./components/report-head-list-page'),
    prefetch: () => import('./report-list-options').then(({ prefetchReportList }) => prefetchReportList()),
  },
  { component: 'online/report-auto-list', load: () => import('./components/report-run-page') },
];
