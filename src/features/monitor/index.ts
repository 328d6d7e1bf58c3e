import type { ScreenDescriptor } from '../screen-descriptor';

/** 监控页 (/dashboard/monitor) and the 系统监控 screens (/monitor/*) (docs/screens/dashboards-and-monitoring.md). */
export const monitorScreens: ScreenDescriptor[] = [
  { component: 'dashboard/Monitor', load: () => import('./components/monitor-dashboard-page') },
  { component: 'modules/monitor/DiskMonitoring', load: () => import('./components/disk-page') },
  { component: 'modules/monitor/HttpTrace', load: () => import('./components/http-trace-page') },
  { component: 'modules/monitor/JvmInfo', load: () => import('./components/runtime-page') },
  { component: 'modules/monitor/RedisInfo', load: () => import('./components/cache-page') },
  { component: 'monitor/TerminalInfo', load: () => import('./components/terminal-page') },
  { component: 'modules/monitor/SystemInfo', load: () => import('./components/system-page') },
  { component: 'modules/monitor/TomcatInfo', load: () => import('./components/web-server-page') },
];
