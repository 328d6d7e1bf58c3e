import { prefetchList, type ListPrefetchOptions } from '@/components/crud/list-prefetch';
import { defineEntity } from '@/domain/entities/entity-types';
import { MY_ANNOUNCEMENT_RESOURCE } from './api/notice-keys';

/**
 * 我的消息 rows (AnnouncementSendModel): `id` is the send row's id, `anntId` the announcement's. Only a
 * view of the list platform: the rows are written by the announcement routes, never through these addresses. The
 * server orders them unread first, then newest, whatever column and order say (so no column is sortable).
 */
export const myAnnouncementEntity = defineEntity({
  name: MY_ANNOUNCEMENT_RESOURCE,
  title: '消息',
  table: 'sys_announcement_send',
  apiPath: '/sys/sysAnnouncementSend',
  permissionPrefix: 'system:myAnnouncement',
  fields: [
    // eq: sent as typed (the server matches titile and sender with LIKE itself).
    { name: 'titile', label: '标题', type: 'string', list: { ellipsis: 30 }, search: 'eq' },
    { name: 'msgCategory', label: '消息类型', type: 'string', list: true },
    { name: 'sender', label: '发布人', type: 'string', list: true, search: 'eq' },
    { name: 'sendTime', label: '发布时间', type: 'datetime', list: true },
    { name: 'priority', label: '优先级', type: 'string', list: true },
    { name: 'readFlag', label: '阅读状态', type: 'string', list: true },
    // The announcement each row carries, for 查看 (never listed, filtered or written).
    { name: 'anntId', label: '通告', type: 'string', virtual: true },
    { name: 'msgContent', label: '内容', type: 'richText', virtual: true },
    { name: 'openType', label: '打开方式', type: 'string', virtual: true },
    { name: 'openPage', label: '打开页面', type: 'string', virtual: true },
    { name: 'busId', label: '业务编号', type: 'string', virtual: true },
  ],
});

/** The list's options, shared by the page and its prefetch (the same first request). */
export const myAnnouncementListOptions = {
  entity: myAnnouncementEntity,
  urls: {
    list: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    add: null,
    edit: null,
    delete: null,
    deleteBatch: null,
    queryById: null,
    exportXls: null,
    importExcel: null,
  },
  title: '我的消息',
} satisfies ListPrefetchOptions;

export const prefetchMyAnnouncements = async () => {
  await prefetchList(myAnnouncementListOptions);
};
