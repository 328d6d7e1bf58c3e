import type { ScreenDescriptor } from '../screen-descriptor';

export const exceptionScreens: ScreenDescriptor[] = [
  { component: 'exception/403', load: () => import('./exception-403') },
  { component: 'exception/404', load: () => import('./exception-page') },
  { component: 'exception/500', load: () => import('./exception-500') },
  { component: 'exception/NoRole', load: () => import('./no-role-page') },
];
