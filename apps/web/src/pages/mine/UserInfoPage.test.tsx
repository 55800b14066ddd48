import { editUser, uploadAvatar, viewUser } from '@school/contract/api/basic';
import type { OutputOf } from '@school/contract/endpoint';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

const profile: OutputOf<typeof viewUser> = {
  id: 5,
  phone: '139****0001',
  name: 'Lucy',
  username: 'Sunny',
  sex: 2,
  birth: '2019-02-18',
  avatar: null,
  hasPassword: false,
  role: 'student',
};

/** A scriptable XMLHttpRequest: the test decides when the upload progresses and ends. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | undefined;
  upload = new EventTarget();
  status = 0;
  response: unknown = null;
  timeout = 0;
  responseType = '';
  url = '';
  body: unknown;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const e = new Event('progress') as ProgressEvent;
    Object.assign(e, { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(e);
  }
  finish(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.dispatchEvent(new Event('load'));
  }
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  server.answer(viewUser, ok(profile));
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.last = undefined;
  useDataStore.setState({ ...initialData(), token: freshToken() });
});
afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

it('shows the profile with the star sign of the birth date', async () => {
  await renderApp('/pages/mine/userinfo');
  expect(await screen.findByTestId('profile-name')).toHaveTextContent('Lucy');
  expect(screen.getByTestId('profile-nickname')).toHaveTextContent('Sunny');
  expect(screen.getByTestId('profile-sex')).toHaveTextContent('女孩');
  expect(screen.getByTestId('profile-birth')).toHaveTextContent('2019-02-18');
  expect(screen.getByTestId('profile-zodiac')).toHaveTextContent('水瓶座');
});

it('updates the star sign as the birth date is picked, then saves it', async () => {
  const u = user();
  server.answer(editUser, ok({ ...profile, birth: '2019-08-18' }));
  await renderApp('/pages/mine/userinfo');
  await u.click(await screen.findByRole('button', { name: /出生日期/ }));
  const title = await screen.findByTestId('picker-zodiac');
  expect(title).toHaveTextContent('2019-02-18 · 水瓶座');
  // Tapping a month on the wheel selects it: the title follows before anything is confirmed.
  // (A plain click: without layout, jsdom's pointer events make the wheel snap back.)
  fireEvent.click(screen.getByText('8月'));
  await waitFor(() => expect(title).toHaveTextContent('2019-08-18 · 狮子座'));
  expect(server.callsTo(editUser)).toHaveLength(0);

  await u.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.getByTestId('profile-zodiac')).toHaveTextContent('狮子座'));
  expect(screen.getByTestId('profile-birth')).toHaveTextContent('2019-08-18');
  expect(server.callsTo(editUser)[0]?.body).toEqual({ birth: '2019-08-18' });
});

it('checks the English name before saving and shows the server’s reason under it', async () => {
  const u = user();
  await renderApp('/pages/mine/userinfo');
  await u.click(await screen.findByRole('button', { name: /英文名/ }));
  const input = await screen.findByLabelText('英文名');
  await u.clear(input);
  await u.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('请输入英文名');

  await u.type(input, '小明');
  await u.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('只能包含英文字母');
  expect(server.callsTo(editUser)).toHaveLength(0);

  server.answer(editUser, fail(1001, 'name: 英文名不能包含这个词'));
  await u.clear(input);
  await u.type(input, 'Max');
  await u.click(screen.getByRole('button', { name: '保存' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('英文名不能包含这个词');
  expect(server.callsTo(editUser)[0]?.body).toEqual({ name: 'Max' });

  server.answer(editUser, ok({ ...profile, name: 'Max Li' }));
  await u.clear(input);
  await u.type(input, '  Max Li ');
  await u.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.getByTestId('profile-name')).toHaveTextContent('Max Li'));
  expect(server.callsTo(editUser)[1]?.body).toEqual({ name: 'Max Li' });
  expect(useDataStore.getState().userInfo.name).toBe('Max Li');
});

it('shows the upload progress, then the new avatar', async () => {
  const u = user();
  await renderApp('/pages/mine/userinfo');
  await screen.findByTestId('profile-name');
  const file = new File([new Uint8Array(4096)], 'me.png', { type: 'image/png' });
  await u.upload(screen.getByTestId('avatar-input'), file);

  const xhr = FakeXhr.last!;
  expect(xhr.url).toBe(uploadAvatar.path);
  expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
  const bar = await screen.findByRole('progressbar', { name: '头像上传进度' });
  expect(bar).toHaveAttribute('aria-valuenow', '0');
  act(() => xhr.progress(2048, 4096));
  expect(bar).toHaveAttribute('aria-valuenow', '50');
  expect(screen.getByText('上传中 50%')).toBeInTheDocument();

  act(() => xhr.finish(200, ok({ ...profile, avatar: '/uploads/new.png' })));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  const avatar = screen.getByRole('img', { name: '头像' });
  expect(avatar.getAttribute('src')).toBe('/uploads/new.png');
  expect(useDataStore.getState().userInfo.avatar).toBe('/uploads/new.png');
});

it('refuses a picture over 2 MB before uploading, and shows a failed upload', async () => {
  const u = user();
  await renderApp('/pages/mine/userinfo');
  await screen.findByTestId('profile-name');
  const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
  await u.upload(screen.getByTestId('avatar-input'), big);
  expect(await screen.findByRole('alert')).toHaveTextContent('图片不能超过 2 MB');
  expect(FakeXhr.last).toBeUndefined();

  const fake = new File(['<html>'], 'page.png', { type: 'image/png' });
  await u.upload(screen.getByTestId('avatar-input'), fake);
  act(() =>
    FakeXhr.last!.finish(
      400,
      fail(1001, '文件不是有效的 JPG、PNG 或 WebP 图片', {
        field: 'avatar',
        errors: [{ field: 'avatar', message: '文件不是有效的 JPG、PNG 或 WebP 图片' }],
      }),
    ),
  );
  // The server's reason, under the avatar, without the API's field name.
  const card = screen.getByRole('button', { name: '更换头像' }).parentElement!;
  expect(await within(card).findByRole('alert')).toHaveTextContent(
    '文件不是有效的 JPG、PNG 或 WebP 图片',
  );
  expect(document.body.textContent).not.toContain('avatar:');
  expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toContain('svg');
});

it('says so when the profile cannot be loaded, and retries', async () => {
  server.answer(viewUser, fail(5000, '服务器错误'));
  await renderApp('/pages/mine/userinfo');
  expect(await screen.findByText('个人资料加载失败')).toBeInTheDocument();
  server.answer(viewUser, ok(profile));
  await user().click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByTestId('profile-name')).toHaveTextContent('Lucy');
});
