import { listMyMessages } from '@school/contract/api/inbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer, ok } from '../../test/fakeServer.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  // A message and a feedback with the same id: both are shown (the key is kind and id).
  server.answer(
    listMyMessages,
    ok({
      list: [
        {
          kind: 'feedback',
          id: 4,
          teacherName: null,
          feedbackType: 'course',
          content: '上课时有回声',
          createdAt: '2026-11-25T10:45:00+00:00',
          reply: { text: '已为您补偿 1 节课时', at: '2026-11-25T11:00:00+00:00' },
        },
        {
          kind: 'message',
          id: 4,
          teacherName: 'Emily',
          feedbackType: null,
          content: '请多练口语',
          createdAt: '2026-11-24T10:45:00+00:00',
          reply: null,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    }),
  );
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: 'tok-mine' });
});
afterEach(() => vi.unstubAllGlobals());

it('opens 我的消息 from 我的: each message with the school’s reply, or a note that it is waiting', async () => {
  const user = userEvent.setup();
  await renderApp('/pages/mine/index');
  await user.click(await screen.findByRole('button', { name: '我的消息' }));
  const items = await screen.findAllByTestId('my-message');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('意见反馈 · 课程与老师');
  expect(within(items[0]!).getByTestId('school-reply')).toHaveTextContent('已为您补偿 1 节课时');
  expect(items[1]).toHaveTextContent('给 Emily 老师的留言');
  expect(within(items[1]!).queryByTestId('school-reply')).not.toBeInTheDocument();
  expect(items[1]).toHaveTextContent('已收到，学校会尽快回复');
});
