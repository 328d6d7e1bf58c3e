import type { ScreenDescriptor } from '../screen-descriptor';

/** 定时任务 (/isystem/quartzJob). */
export const quartzJobScreens: ScreenDescriptor[] = [
  { component: 'system/QuartzJobList', load: () => import('./components/quartz-job-list-page') },
];
