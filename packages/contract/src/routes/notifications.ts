/**
 * The zod-free half of api/notifications.ts (the message centre, notification settings, Web Push):
 * each call's method, path and who may make it.
 */
import { BASIC } from './prefixes.ts';
import { route } from './route.ts';
export const listMessages = route('GET', `${BASIC}/messages/list`, 'user');
export const unreadMessages = route('GET', `${BASIC}/messages/unread`, 'user');
export const readMessage = route('POST', `${BASIC}/messages/read`, 'user');
export const readAllMessages = route('POST', `${BASIC}/messages/readAll`, 'user');
export const viewNotificationSettings = route('GET', `${BASIC}/notifySettings/view`, 'user');
export const editNotificationSettings = route('POST', `${BASIC}/notifySettings/edit`, 'user');
export const webPushKey = route('GET', `${BASIC}/webPush/key`, 'public');
export const subscribeWebPush = route('POST', `${BASIC}/webPush/subscribe`, 'user');
export const unsubscribeWebPush = route('POST', `${BASIC}/webPush/unsubscribe`, 'user');
