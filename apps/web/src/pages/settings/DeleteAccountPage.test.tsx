import { deleteAccount, sendSms } from '@school/contract/api/basic';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetCooldowns } from '../../features/auth/cooldown.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { fail, freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

const PHONE = '13912340002';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  resetCooldowns();
  useDataStore.setState({
    ...initialData(),
    token: freshToken(),
    loginPhoneList: [PHONE, '13800000000'],
    consentVersion: '2026-11-01',
    userInfo: { name: 'Amy', sex: 2, birth: '2019-02-18', username: '', phone: '139****0002' },
  });
});
afterEach(() => vi.unstubAllGlobals());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

it('explains what is erased and that it cannot be undone', async () => {
  await renderApp('/pages/settings/logout');
  expect(await screen.findByText('注销后，账号将无法恢复')).toBeInTheDocument();
  for (const text of [
    '手机号',
    '出生日期',
    '头像图片',
    '老师评价',
    '上课偏好',
    '课时退回',
    '订单和支付',
  ])
    expect(screen.getAllByText(new RegExp(text)).length).toBeGreaterThan(0);
});

it('needs the code and the tick, confirms, then forgets the account and opens the login screen', async () => {
  const u = user();
  await renderApp('/pages/settings/logout');
  await u.click(await screen.findByRole('button', { name: '注销账号' }));
  expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
  expect(screen.getByText('请先勾选确认')).toBeInTheDocument();

  await u.click(screen.getByRole('button', { name: '获取验证码' }));
  await waitFor(() =>
    expect(server.callsTo(sendSms)[0]?.body).toEqual({ phone: PHONE, type: 'delete' }),
  );
  // The button counts down before another code can be asked for.
  expect(await screen.findByRole('button', { name: /\d+s后重新获取/ })).toBeDisabled();

  await u.type(screen.getByPlaceholderText('请输入验证码'), '111111');
  await u.click(screen.getByRole('checkbox'));
  server.answer(deleteAccount, fail(1001, 'code: 验证码错误'));
  await u.click(screen.getByRole('button', { name: '注销账号' }));
  await u.click(await screen.findByRole('button', { name: '确定注销' }));
  expect(await screen.findByText('验证码错误')).toBeInTheDocument();
  expect(useDataStore.getState().token).not.toBe('');

  server.answer(deleteAccount, ok(null));
  await u.clear(screen.getByPlaceholderText('请输入验证码'));
  await u.type(screen.getByPlaceholderText('请输入验证码'), '222222');
  await u.click(screen.getByRole('button', { name: '注销账号' }));
  await u.click(await screen.findByRole('button', { name: '确定注销' }));
  await waitFor(() => expect(useDataStore.getState().token).toBe(''));
  expect(server.callsTo(deleteAccount).at(-1)?.body).toEqual({ code: '222222' });
  expect(useDataStore.getState().loginPhoneList).toEqual([]);
  expect(useDataStore.getState().userInfo.name).toBe('');
  expect(await screen.findByPlaceholderText('请输入手机号')).toHaveValue('');
});

it('does nothing when the last confirmation is refused', async () => {
  const u = user();
  await renderApp('/pages/settings/logout');
  await u.type(await screen.findByPlaceholderText('请输入验证码'), '333333');
  await u.click(screen.getByRole('checkbox'));
  await u.click(screen.getByRole('button', { name: '注销账号' }));
  await u.click(await screen.findByRole('button', { name: '再想想' }));
  await waitFor(() => expect(screen.queryByText('确定注销账号？')).not.toBeInTheDocument());
  expect(server.callsTo(deleteAccount)).toHaveLength(0);
});
