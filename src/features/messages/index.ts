import type { ScreenDescriptor } from '../screen-descriptor';

/**
 * 消息模板 (/isystem/messageTemplate). 消息管理 (modules/message/SysMessageList) is the plain list of its definition
 * (src/domain/entities/message.ts names that screen).
 */
export const messageScreens: ScreenDescriptor[] = [
  {
    component: 'modules/message/SysMessageTemplateList',
    load: () => import('./components/message-template-list-page'),
  },
];
