import type { ScreenDescriptor } from '../screen-descriptor';

/** 报告 (/document/report) and the portal's 报告 (/cpctest/customer/reports); the printable page is a static route. */
export const reportScreens: ScreenDescriptor[] = [
  { component: 'cpc/ReportList', load: () => import('./components/report-list-page') },
  { component: 'customer/ReportList', load: () => import('./components/customer-report-list') },
];
