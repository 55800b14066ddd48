import {
  dictOptions,
  editSurvey,
  listNicknames,
  viewPreference,
} from '@school/contract/api/content';
import { editUser } from '@school/contract/api/basic';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer, type ItemOf } from '../../test/fakeServer.ts';
import { fail, freshToken, ok, page } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({
    ...initialData(),
    token: freshToken(),
    userInfo: { name: 'Leo', sex: 1, birth: '2018-01-01', username: 'Sunny' },
  });
});
afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const nicknameQueries = () => server.callsTo(listNicknames).map((c) => c.query);

const names = (list: [number, string, ItemOf<typeof listNicknames>['sex']][]) =>
  page(list.map(([id, name, sex]) => ({ id, name, sex, initial: name.charAt(0) })));

it('lists nicknames for the child’s sex, filters by letter, and saves the one chosen', async () => {
  const u = user();
  server.answer(
    listNicknames,
    names([
      [1, 'Adam', 1],
      [2, 'Alex', 0],
      [3, 'Ben', 1],
    ]),
  );
  server.answer(
    editUser,
    ok({
      id: 1,
      phone: '139****0000',
      name: 'Leo',
      username: 'Ben',
      sex: 1,
      birth: '2018-01-01',
      avatar: null,
      hasPassword: false,
      role: 'student',
    }),
  );
  await renderApp('/pages/mine/nickname');
  expect(await screen.findByText('当前昵称：Sunny')).toBeInTheDocument();
  await screen.findByRole('button', { name: '选择 Adam' });
  expect(nicknameQueries()[0]).toMatchObject({ sex: '1' });
  expect(nicknameQueries()[0]?.initial).toBeUndefined();

  const letters = screen.getByRole('group', { name: '首字母' });
  await u.click(within(letters).getByRole('button', { name: 'B' }));
  await waitFor(() => expect(nicknameQueries().at(-1)).toMatchObject({ initial: 'B' }));
  await u.click(
    within(screen.getByRole('group', { name: '性别' })).getByRole('button', { name: '全部' }),
  );
  await waitFor(() => expect(nicknameQueries().at(-1)?.sex).toBeUndefined());

  await u.click(screen.getByRole('button', { name: '选择 Ben' }));
  await waitFor(() => expect(useDataStore.getState().userInfo.username).toBe('Ben'));
  expect(server.callsTo(editUser)[0]?.body).toEqual({ username: 'Ben' });
});

// The query cache lives for the whole visit (as in the app) and nickname lists are public: each
// test below asks for another sex, so it gets its own list.
it('says when no nickname matches', async () => {
  useDataStore.setState({ userInfo: { name: '', sex: 2, birth: '2019-02-18', username: '' } });
  server.answer(listNicknames, page([]));
  await renderApp('/pages/mine/nickname');
  expect(await screen.findByText('没有符合条件的昵称')).toBeInTheDocument();
});

it('shows a failed nickname list with a retry', async () => {
  useDataStore.setState({ userInfo: { name: '', sex: 0, birth: '2019-02-18', username: '' } });
  server.answer(listNicknames, fail(5000, '服务器错误'));
  await renderApp('/pages/mine/nickname');
  expect(await screen.findByText('昵称加载失败')).toBeInTheDocument();
  server.answer(listNicknames, names([[5, 'Cora', 2]]));
  await user().click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByRole('button', { name: '选择 Cora' })).toBeInTheDocument();
});

const options = (list: [number, string][]) =>
  ok({
    list: list.map(([value, label]) => ({ value, label })),
    total: list.length,
    page: 1,
    pageSize: 10,
  });

it('shows the saved class preference and saves the new choice', async () => {
  const u = user();
  server.answer(dictOptions, ({ type }) =>
    type === 'teacherSex'
      ? options([
          [0, '不限'],
          [1, '男老师'],
          [2, '女老师'],
        ])
      : type === 'teacherStyle'
        ? options([
            [11, '耐心'],
            [12, '活泼'],
          ])
        : options([
            [21, '口语'],
            [22, '自然拼读'],
          ]),
  );
  server.answer(
    viewPreference,
    ok({
      id: 4,
      kind: 'preference',
      answers: { teacherSex: 2, teacherStyle: [12], focusSkill: [], note: '' },
      updatedAt: '2026-05-01T02:00:00.000Z',
    }),
  );
  server.answer(
    editSurvey,
    ok({
      id: 4,
      kind: 'preference',
      answers: { teacherSex: 2, teacherStyle: [12], focusSkill: [21], note: '' },
      updatedAt: '2026-05-02T02:00:00.000Z',
    }),
  );
  await renderApp('/pages/mine/preference');
  expect(await screen.findByRole('radio', { name: '女老师' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(screen.getByRole('button', { name: '活泼' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '耐心' })).toHaveAttribute('aria-pressed', 'false');

  await u.click(screen.getByRole('button', { name: '口语' }));
  await u.click(screen.getByRole('button', { name: '保存偏好' }));
  await waitFor(() =>
    expect(server.callsTo(editSurvey)[0]?.body).toEqual({
      kind: 'preference',
      answers: { teacherSex: 2, teacherStyle: [12], focusSkill: [21], note: '' },
    }),
  );
});

it('says when the preference cannot be loaded', async () => {
  server.answer(viewPreference, fail(5000, '服务器错误'));
  await renderApp('/pages/mine/preference');
  expect(await screen.findByText('上课偏好加载失败')).toBeInTheDocument();
});
