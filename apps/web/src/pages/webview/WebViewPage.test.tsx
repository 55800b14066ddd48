import { viewSchool } from '@school/contract/api/content';
import type { OutputOf } from '@school/contract/endpoint';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
const school: OutputOf<typeof viewSchool> = {
  name: '小树英语',
  logo: null,
  slogan: '',
  intro: '',
  phone: '',
  email: '',
  address: '',
  wechat: '',
  shortName: '',
  mainColor: '',
  serviceQr: null,
  icpNumber: '',
  timeZone: 'Asia/Shanghai',
  webviewHosts: ['partner.example.com'],
  updatedAt: null,
};

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
  server.answer(viewSchool, ok(school));
});
afterEach(() => vi.unstubAllGlobals());

it('opens a host of the allow-list in a frame', async () => {
  const url = encodeURIComponent('https://partner.example.com/event');
  const { container } = await renderApp(`/pages/webview/index?url=${url}`);
  await screen.findByTitle('https://partner.example.com/event');
  expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
    'https://partner.example.com/event',
  );
});

it('explains instead of opening a host outside the allow-list', async () => {
  const url = encodeURIComponent('https://evil.test/');
  const { container } = await renderApp(`/pages/webview/index?url=${url}`);
  expect(await screen.findByText('无法打开这个网页')).toBeInTheDocument();
  expect(container.querySelector('iframe')).toBeNull();
});
