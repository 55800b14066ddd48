import {
  editNotificationSettings,
  listMessages,
  readAllMessages,
  readMessage,
  unreadMessages,
  viewNotificationSettings,
} from '@school/contract/api/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer, ok, type ItemOf } from '../../test/fakeServer.ts';
import { renderApp } from '../../test/renderApp.tsx';

const reminder: ItemOf<typeof listMessages> = {
  id: 7,
  event: 'lesson_reminder_15m',
  title: '15 分钟后上课',
  body: '2026-11-25 19:00 与Emily 老师的课程即将开始，请准备进入教室。',
  link: '/pages/course/details?id=3',
  createdAt: '2026-11-25T10:45:00+00:00',
  read: false,
};

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.answer(
    listMessages,
    ok({
      list: [
        reminder,
        { ...reminder, id: 6, event: 'booking_confirmed', title: '预约成功', read: true },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
      unread: 1,
    }),
  );
  server.answer(unreadMessages, ok({ unread: 1 }));
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: 'tok-msg' });
});
afterEach(() => vi.unstubAllGlobals());

it('shows the unread count on 我的 and lists the messages; opening one marks it read', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/mine/index');
  const entry = await screen.findByRole('button', { name: /消息中心/ });
  expect(await within(entry).findByLabelText('1 条未读')).toHaveTextContent('1');
  expect(await screen.findByRole('button', { name: /我的，1 条未读消息/ })).toBeInTheDocument();

  await user.click(entry);
  const rows = await screen.findAllByTestId('message');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByLabelText('未读')).toBeInTheDocument();
  expect(within(rows[1]!).queryByLabelText('未读')).not.toBeInTheDocument();
  await user.click(rows[0]!);
  await waitFor(() => expect(server.callsTo(readMessage)[0]?.body).toEqual({ id: 7 }));
});

it('marks everything read from the nav bar', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/mine/messages');
  await user.click(await screen.findByRole('button', { name: '全部已读' }));
  await waitFor(() => expect(server.callsTo(readAllMessages)).toHaveLength(1));
});

it('turns one event’s SMS off in 通知设置', async () => {
  const user = userEvent.setup();
  server.answer(
    viewNotificationSettings,
    ok({
      list: [{ event: 'lesson_reminder_15m', sms: true, push: true }],
      smsAvailable: true,
      quietHours: { from: '21:30', to: '08:00', timeZone: 'Asia/Shanghai' },
    }),
  );
  server.answer(
    editNotificationSettings,
    ok({
      list: [{ event: 'lesson_reminder_15m', sms: false, push: true }],
      smsAvailable: true,
      quietHours: { from: '21:30', to: '08:00', timeZone: 'Asia/Shanghai' },
    }),
  );
  await renderApp('/pages/settings/notify');
  const sms = await screen.findByRole('switch', { name: '课前 15 分钟提醒 短信' });
  expect(sms).toBeChecked();
  await user.click(sms);
  await waitFor(() =>
    expect(server.callsTo(editNotificationSettings)[0]?.body).toEqual({
      list: [{ event: 'lesson_reminder_15m', sms: false, push: true }],
    }),
  );
  await waitFor(() => expect(sms).not.toBeChecked());
});
