import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBootContent } from '../../lib/bootContent.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { initialData, useDataStore } from '../../lib/store.ts';
import { fakeServer } from '../../test/fakeServer.ts';
import { renderApp } from '../../test/renderApp.tsx';

const school = {
  name: { zh: '小星星少儿英语', en: 'Little Star English' },
  shortName: { zh: '小星星', en: 'Little Star' },
  logo: null,
  mainColor: '#ff8a3d',
  icpNumber: '沪ICP备00000000号-1',
  timeZone: 'America/New_York',
};

beforeEach(() => {
  vi.stubGlobal('fetch', fakeServer().fetch);
  useDataStore.setState(initialData());
});
afterEach(async () => {
  setBootContent(undefined);
  await setLanguage('zh');
  vi.unstubAllGlobals();
});

/** Issue 14: the login screen's school is the server's (index.html's block), never the app's. */
describe('login screen: the school’s brand', () => {
  it('welcomes to the school the server names and shows its ICP number, in either language', async () => {
    setBootContent({
      banners: { list: [], total: 0, page: 1, pageSize: 1 },
      latestNotice: null,
      school,
    });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '欢迎来到小星星少儿英语',
    );
    expect(screen.getByRole('link', { name: '沪ICP备00000000号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );
    await setLanguage('en');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to Little Star English',
    );
  });

  it('names no school of its own when the server has not said', async () => {
    await renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('欢迎你');
    expect(heading).not.toHaveTextContent('英语小课堂');
    expect(screen.queryByRole('link', { name: /ICP/ })).not.toBeInTheDocument();
  });
});
