import { resourceKeys } from '@/lib/resource-keys';

/** The user's own announcement rows (我的消息): a list of the list platform, named after its resource. */
export const MY_ANNOUNCEMENT_RESOURCE = 'myAnnouncement';

const notice = resourceKeys('notice');

/** Keys of the notices feature, from the one resource-keyed builder. */
export const noticeKeys = {
  all: notice.all,
  /** GET /sys/annountCement/listByUser: the bell's unread lists and counts (not persisted: always asked again). */
  unread: () => notice.part('unread'),
  /** A sender's real name (GET /sys/user/list?username=). */
  senderName: (username: string) => resourceKeys('user').part('by-username', username),
  myAnnouncements: () => resourceKeys(MY_ANNOUNCEMENT_RESOURCE).all(),
};
