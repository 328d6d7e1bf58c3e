import type { ScreenDescriptor } from '../screen-descriptor';
// Tiny and already on the entry's path (the api client): 首页's data starts without waiting for a chunk.
import { prefetchAnalysis } from './api/dashboard-api';

export const dashboardScreens: ScreenDescriptor[] = [
  { component: 'dashboard/Analysis', load: () => import('./analysis-page'), prefetch: prefetchAnalysis },
  { component: 'dashboard/IndexChart', load: () => import('./analysis-page'), prefetch: prefetchAnalysis },
  { component: 'dashboard/Workplace', load: () => import('./workplace-page') },
];
