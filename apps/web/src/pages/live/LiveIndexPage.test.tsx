import { listLiveRooms } from '@school/contract/api/booking';
import { enterClassroom } from '@school/contract/api/classroom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { currentUrl } from '../../lib/navigation.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { FakeSocket, fakeStream, resetFakes, ticket } from '../../test/classroomFakes.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

const MIN = 60_000;
let server: ReturnType<typeof fakeServer>;
let getUserMedia: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetFakes();
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('WebSocket', FakeSocket);
  getUserMedia = vi.fn(async () => fakeStream());
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

const entry = (startsInMin: number, canEnter: boolean, lessonId: number) => {
  const start = Date.now() + startsInMin * MIN;
  return {
    lessonId,
    teacherName: 'Emily Carter',
    startAt: new Date(start).toISOString(),
    endAt: new Date(start + 25 * MIN).toISOString(),
    opensAt: new Date(start - 10 * MIN).toISOString(),
    canEnter,
  };
};

it('lists the classroom entries with count-downs; only an open one can be entered', async () => {
  const user = userEvent.setup();
  server.answer(listLiveRooms, page([entry(5, true, 41), entry(180, false, 42)]));
  await renderApp('/pages/live/index');
  const rows = await screen.findAllByTestId('classroom-entry');
  expect(rows[0]).toHaveTextContent('教室已开放');
  expect(rows[1]).toHaveTextContent(/距离开课 \d+小时/);
  expect(screen.getByRole('button', { name: /开放$/ })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: '进入教室' }));
  await waitFor(() => expect(currentUrl()).toBe('/pages/live/index?lessonId=41'), {
    timeout: 5_000,
  });
});

it('says so when there is no lesson to enter', async () => {
  server.answer(listLiveRooms, page([]));
  await renderApp('/pages/live/index');
  expect(await screen.findByText('暂时没有要上的课')).toBeInTheDocument();
});

it('checks camera and microphone, then enters the built-in classroom', async () => {
  const user = userEvent.setup();
  const t = ticket('student', { lessonId: 41 });
  server.answer(
    enterClassroom,
    ok({
      ...t,
      lesson: { ...t.lesson, coursewareUrl: null },
    }),
  );
  await renderApp('/pages/live/index?lessonId=41');
  expect(await screen.findByText('课前设备检查')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText('正常')).toHaveLength(2));
  expect(screen.getByLabelText('我的摄像头画面')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '进入教室' }));
  await waitFor(() => expect(currentUrl()).toBe('/pages/live/live?lessonId=41'), {
    timeout: 5_000,
  });
  expect(server.callsTo(enterClassroom)[0]!.body).toEqual({ lessonId: 41 });
  // The classroom uses the ticket the entry got: it connects without asking again.
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  expect(server.callsTo(enterClassroom)).toHaveLength(1);
});

it('a hosted classroom opens in its page', async () => {
  const user = userEvent.setup();
  const url = 'https://class.example.com/room?classid=41&token=t&userid=5&layout=right&schoolid=9';
  server.answer(enterClassroom, ok(ticket('student', { lessonId: 41, provider: 'hosted', url })));
  await renderApp('/pages/live/index?lessonId=41');
  await user.click(await screen.findByRole('button', { name: '进入教室' }));
  await waitFor(() => expect(currentUrl()).toBe('/pages/live/liveWeb?lessonId=41'), {
    timeout: 5_000,
  });
  expect(await screen.findByTestId('hosted-classroom')).toHaveAttribute('src', url);
  expect(server.callsTo(enterClassroom)).toHaveLength(1);
});

it('without devices it says why and still lets the child in; a refusal shows the server’s message', async () => {
  const user = userEvent.setup();
  getUserMedia.mockRejectedValue(new DOMException('no', 'NotFoundError'));
  server.answer(enterClassroom, fail(2004, '教室在上课前 10 分钟开放'));
  await renderApp('/pages/live/index?lessonId=41');
  expect(
    await screen.findByText('没有找到摄像头或麦克风，也可以先进入教室听课'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '仍然进入教室' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('教室在上课前 10 分钟开放');
  expect(currentUrl()).toBe('/pages/live/index?lessonId=41');
});
