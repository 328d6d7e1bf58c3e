import type { ScreenDescriptor } from '../screen-descriptor';

/** The list options (with the definitions) load with the prefetch: this list stays light for warm start. */
const options = () => import('./system-log-list-options');

/** 日志管理 (/monitor/log), 数据日志 (/monitor/dataLog) and 在线用户 (/isystem/online). */
export const systemLogScreens: ScreenDescriptor[] = [
  {
    component: 'system/LogList',
    load: () => import('./components/log-list-page'),
    prefetch: () => options().then((o) => o.prefetchLogList()),
  },
  {
    component: 'system/DataLogList',
    load: () => import('./components/data-log-list-page'),
    prefetch: () => options().then((o) => o.prefetchDataLogList()),
  },
  {
    component: 'system/SysUserOnlineList',
    load: () => import('./components/online-user-list-page'),
    prefetch: () => options().then((o) => o.prefetchOnlineUserList()),
  },
];
