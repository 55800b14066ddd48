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
import * as notificationsRoutes from '@school/contract/routes/notifications';
import { call } from '../../lib/request.ts';

/** The message centre, notification settings and Web Push (issue #18). */
export const messageCalls = {
  list: call<typeof listMessages>(notificationsRoutes.listMessages),
  unread: call<typeof unreadMessages>(notificationsRoutes.unreadMessages),
  read: call<typeof readMessage>(notificationsRoutes.readMessage),
  readAll: call<typeof readAllMessages>(notificationsRoutes.readAllMessages),
  settings: call<typeof viewNotificationSettings>(notificationsRoutes.viewNotificationSettings),
  editSettings: call<typeof editNotificationSettings>(notificationsRoutes.editNotificationSettings),
  pushKey: call<typeof webPushKey>(notificationsRoutes.webPushKey),
  subscribe: call<typeof subscribeWebPush>(notificationsRoutes.subscribeWebPush),
};
