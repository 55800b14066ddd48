import { enterClassroom } from '@school/contract/api/classroom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { currentUrl } from '../../lib/navigation.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import {
  FakePeer,
  FakeSocket,
  fakeStream,
  resetFakes,
  roomState,
  ticket,
} from '../../test/classroomFakes.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  resetFakes();
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('RTCPeerConnection', FakePeer);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => fakeStream()) },
  });
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

const noCourseware = (role: 'student' | 'teacher') =>
  ticket(role, {
    lessonId: 41,
    lesson: {
      title: 'Unit 1 Hello',
      startAt: new Date().toISOString(),
      endAt: new Date(Date.now() + 25 * 60_000).toISOString(),
      teacherName: 'Emily Carter',
      studentName: 'Lucy',
      coursewareUrl: null,
    },
  });

async function enterAs(role: 'student' | 'teacher', state = {}, recording = false) {
  server.answer(
    enterClassroom,
    ok({
      ...noCourseware(role),
      recording: recording ? { nextSeq: 0 } : null,
    }),
  );
  await renderApp('/pages/live/live?lessonId=41');
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  const socket = FakeSocket.all[0]!;
  expect(socket.url).toMatch(/^ws:\/\/[^/]+\/api\/classroom\/ws\?token=room-token-/);
  act(() => {
    socket.open();
    socket.receive({ type: 'welcome', role, state: roomState(state) });
  });
  return socket;
}

const connection = () => screen.getByTestId('connection-state');

it('the student sees the connection state, the teacher’s page and the stars given', async () => {
  const socket = await enterAs('student', { page: 2, stars: 1 });
  await waitFor(() => expect(connection()).toHaveAttribute('data-state', 'connecting'));
  expect(connection()).toHaveTextContent('连接中');
  expect(screen.getByTestId('courseware-page')).toHaveTextContent('第 2 页');
  expect(screen.getByLabelText('本节课获得 1 颗星')).toBeInTheDocument();
  expect(screen.getByText('本节课没有课件')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '下一页' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /送星星/ })).not.toBeInTheDocument();
  expect(screen.getByLabelText('我')).toHaveProperty('muted', true);

  await act(async () => {
    socket.receive({ type: 'state', state: roomState({ page: 3, stars: 2 }) });
    await Promise.resolve();
  });
  expect(await screen.findByText('第 3 页')).toBeInTheDocument();
  expect(screen.getByLabelText('本节课获得 2 颗星')).toBeInTheDocument();
  expect(screen.getByText(/获得一颗星星/)).toBeInTheDocument();

  act(() => FakePeer.all.at(-1)!.setConnection('connected'));
  expect(connection()).toHaveAttribute('data-state', 'connected');
  expect(connection()).toHaveTextContent('已连接');

  await act(async () => {
    socket.drop();
    await Promise.resolve();
  });
  await waitFor(() => expect(connection()).toHaveTextContent('重新连接中'));
});

it('shows the connection’s quality from getStats: good while media arrives, lost when it stops', async () => {
  const socket = await enterAs('student');
  const pc = FakePeer.all.at(-1)!;
  let packets = 1_000;
  const stats = () => [
    { id: 'v', type: 'inbound-rtp', kind: 'video', packetsReceived: packets, packetsLost: 0 },
    { id: 'T', type: 'transport', selectedCandidatePairId: 'p' },
    { id: 'p', type: 'candidate-pair', currentRoundTripTime: 0.05 },
  ];
  pc.stats = stats();
  expect(screen.queryByRole('status', { name: /网络质量/ })).not.toBeInTheDocument();
  act(() => pc.setConnection('connected'));
  const quality = await screen.findByRole('status', { name: '网络质量：良好' });
  expect(quality).toHaveTextContent('良好');
  // Two seconds on, nothing more has arrived: the other side is gone from this screen.
  await act(() => new Promise((r) => setTimeout(r, 2_100)));
  expect(screen.getByRole('status', { name: '网络质量：已断开' })).toHaveTextContent('已断开');
  packets += 300;
  pc.stats = stats();
  await act(() => new Promise((r) => setTimeout(r, 2_000)));
  expect(screen.getByRole('status', { name: '网络质量：良好' })).toBeInTheDocument();
  await act(async () => {
    socket.drop();
    await Promise.resolve();
  });
  expect(await screen.findByRole('status', { name: '网络质量：已断开' })).toBeInTheDocument();
}, 15_000);

it('the teacher turns pages and gives stars; mute and camera off are told to the student', async () => {
  const user = userEvent.setup();
  const socket = await enterAs('teacher', { page: 1 });
  await user.click(await screen.findByRole('button', { name: '下一页' }));
  expect(socket.sentOf('page')).toEqual([{ type: 'page', page: 2 }]);
  expect(screen.getByTestId('courseware-page')).toHaveTextContent('第 2 页');
  await user.click(screen.getByRole('button', { name: /送星星/ }));
  expect(socket.sentOf('stars')).toEqual([{ type: 'stars', add: 1 }]);
  await user.click(screen.getByRole('button', { name: '静音' }));
  expect(socket.sentOf('media').at(-1)).toEqual({ type: 'media', audio: false, video: true });
  expect(screen.getByRole('button', { name: '取消静音' })).toHaveAttribute('aria-pressed', 'true');
});

it('the end of the class closes the room and leads to the report', async () => {
  const user = userEvent.setup();
  const socket = await enterAs('student');
  await act(async () => {
    socket.receive({ type: 'ended' });
    await Promise.resolve();
  });
  const dialog = await screen.findByRole('dialog', { name: '本节课已结束' });
  expect(socket.readyState).toBe(3);
  await user.click(within(dialog).getByRole('button', { name: '查看课程报告' }));
  await waitFor(() => expect(currentUrl()).toBe('/pages/course/record?lessonId=41'), {
    timeout: 5_000,
  });
});

it('a refusal shows the server’s message', async () => {
  server.answer(enterClassroom, fail(2004, '教室在上课前 10 分钟开放'));
  await renderApp('/pages/live/live?lessonId=41');
  expect(await screen.findByText('无法进入教室')).toBeInTheDocument();
  expect(screen.getByText('教室在上课前 10 分钟开放')).toBeInTheDocument();
  expect(FakeSocket.all).toHaveLength(0);
});

it('both screens say when the lesson is recorded, and only then', async () => {
  // jsdom has no MediaRecorder: the teacher's page shows the notice without recording anything.
  await enterAs('student', {}, true);
  expect(await screen.findByTestId('recording-notice')).toHaveTextContent(
    '本节课正在录制，课后可在“课程回放”观看',
  );
});

it('a lesson that is not recorded says nothing of it', async () => {
  await enterAs('teacher');
  await waitFor(() => expect(screen.getByRole('button', { name: /送星星/ })).toBeInTheDocument());
  expect(screen.queryByTestId('recording-notice')).not.toBeInTheDocument();
});
