import type { ScreenDescriptor } from '../screen-descriptor';

export const dashboardScreens: ScreenDescriptor[] = [
  { component: 'dashboard/Analysis', load: () => import('./analysis-page') },
  { component: 'dashboard/IndexChart', load: () => import('./analysis-page') },
  { component: 'dashboard/Workplace', load: () => import('./workplace-page') },
];
