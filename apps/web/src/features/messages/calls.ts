import type {
  editNotificationSettings,
  listMessages,
  readAllMessages,
  readMessage,
  subscribeWebPush,
  unreadMessages,
  viewNotificationSettings,
  webPushKey,
} from '@school/contract/api/notifications';
import { BASIC } from '@school/contract/endpoint';
import { call } from '../../lib/request.ts';

/** The message centre, notification settings and Web Push (issue #18). */
export const messageCalls = {
  list: call<typeof listMessages>('GET', `${BASIC}/messages/list`),
  unread: call<typeof unreadMessages>('GET', `${BASIC}/messages/unread`),
  read: call<typeof readMessage>('POST', `${BASIC}/messages/read`),
  readAll: call<typeof readAllMessages>('POST', `${BASIC}/messages/readAll`),
  settings: call<typeof viewNotificationSettings>('GET', `${BASIC}/notifySettings/view`),
  editSettings: call<typeof editNotificationSettings>('POST', `${BASIC}/notifySettings/edit`),
  pushKey: call<typeof webPushKey>('GET', `${BASIC}/webPush/key`),
  subscribe: call<typeof subscribeWebPush>('POST', `${BASIC}/webPush/subscribe`),
};
