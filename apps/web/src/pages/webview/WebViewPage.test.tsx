import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { COURSE, freshToken, ok } from '../../test/learningFixtures.ts';
import { renderApp } from '../../test/renderApp.tsx';

let server: ReturnType<typeof fakeServer>;
const school = {
  name: '小树英语',
  logo: null,
  slogan: '',
  intro: '',
  phone: '',
  email: '',
  address: '',
  wechat: '',
  webviewHosts: ['partner.example.com'],
  updatedAt: null,
};

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  useDataStore.setState({ ...initialData(), token: freshToken() });
  server.answers[`${COURSE}/aboutUss/view`] = ok(school);
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
