import type { ScreenDescriptor } from '../screen-descriptor';

/** 系统通告 (/isystem/annountCement). The user's own notices (/isps/userAnnouncement) are features/notices'. */
export const announcementScreens: ScreenDescriptor[] = [
  { component: 'system/SysAnnouncementList', load: () => import('./components/announcement-list-page') },
];
