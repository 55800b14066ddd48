import { viewSchool } from '@school/contract/api/content';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState(initialData());
});
afterEach(() => vi.unstubAllGlobals());

const school = (logo: string | null, serviceQr: string | null) =>
  ok({
    name: '小星星少儿英语',
    logo,
    slogan: '',
    intro: '',
    phone: '',
    email: '',
    address: '',
    wechat: '',
    shortName: '小星星',
    mainColor: '',
    serviceQr,
    icpNumber: '',
    timeZone: 'Asia/Shanghai',
    webviewHosts: [],
    updatedAt: null,
  });

/** Issue 25: an odd picture address the server sent (an older stored value) is never an <img>. */
it('puts no javascript: logo or odd QR address in an image', async () => {
  server.answer(viewSchool, school("javascript:alert('logo')", '//evil.example/qr.png'));
  const { container } = await renderApp('/pages/settings/aboutus');
  expect(await screen.findByText('小星星少儿英语')).toBeInTheDocument();
  expect(container.querySelectorAll('img')).toHaveLength(0);
  expect(screen.queryByText('扫码添加客服微信')).not.toBeInTheDocument();
});

it('shows an uploaded logo and QR code', async () => {
  server.answer(
    viewSchool,
    school('/uploads/content/brand/ab12.png', '/uploads/content/brand/cd34.png'),
  );
  const { container } = await renderApp('/pages/settings/aboutus');
  expect(await screen.findByText('扫码添加客服微信')).toBeInTheDocument();
  expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
    '/uploads/content/brand/ab12.png',
    '/uploads/content/brand/cd34.png',
  ]);
});
