import type { FastifyInstance } from 'fastify';
import {
  editNotificationSettings,
  listMessages,
  readAllMessages,
  readMessage,
  subscribeWebPush,
  unreadMessages,
  unsubscribeWebPush,
  viewNotificationSettings,
  webPushKey,
} from '@school/contract/api/notifications';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { vapidKeys } from './sender.ts';
import * as svc from './service.ts';

/** The message centre, notification settings and Web Push subscriptions of the caller. */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listMessages, ({ input, user, req }) =>
    svc.listMessages(ctx, user.id, input, req.headers['accept-language']),
  );
  route(app, ctx, unreadMessages, ({ user }) => svc.unreadCount(ctx, user.id));
  route(app, ctx, readMessage, ({ input, user }) => svc.markRead(ctx, user.id, input.id));
  route(app, ctx, readAllMessages, ({ user }) => svc.markAllRead(ctx, user.id));
  route(app, ctx, viewNotificationSettings, ({ user }) => svc.viewSettings(ctx, user.id));
  route(app, ctx, editNotificationSettings, ({ input, user }) =>
    svc.editSettings(ctx, user.id, input.list),
  );
  route(app, ctx, webPushKey, async () => ({ publicKey: (await vapidKeys(ctx)).publicKey }));
  route(app, ctx, subscribeWebPush, ({ input, user }) => svc.subscribe(ctx, user.id, input));
  route(app, ctx, unsubscribeWebPush, ({ input, user }) =>
    svc.unsubscribe(ctx, user.id, input.endpoint),
  );
}
