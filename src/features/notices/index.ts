import type { ScreenDescriptor } from '../screen-descriptor';

/** 我的消息 (/isps/userAnnouncement, reached from the notice bell). The bell itself is part of the shell. */
export const noticeScreens: ScreenDescriptor[] = [
  {
    component: 'system/UserAnnouncementList',
    load: () => import('./components/user-announcement-page'),
    prefetch: () =>
      import('./my-announcement-list-options').then(({ prefetchMyAnnouncements }) => prefetchMyAnnouncements()),
  },
];
