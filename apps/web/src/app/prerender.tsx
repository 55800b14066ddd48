import { StrictMode } from 'react';
import defaultAvatar from '../assets/default-avatar.svg';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { setBootContent } from '../lib/bootContent.ts';
import i18n from '../lib/i18n.ts';
import { HOME_PATH, LOGIN_PATH } from '../lib/routes.ts';
import { LOGIN_SLOTS } from '../lib/school.ts';
import { schoolZone } from '../lib/schoolTime.ts';
import { defaultUserInfo, useDataStore } from '../lib/store.ts';
import { AppRoutes, preloadPage } from './router.tsx';
import { HOME_SHELL_SLOTS } from './homeShell.ts';

/**
 * Build time only (build/prerenderLogin.ts): the login screen as a visitor without a session sees
 * it first (Chinese, empty store), rendered by the same routes as the app, so index.html paints it
 * before any script runs and main.tsx hydrates it. The tree must stay the one main.tsx hydrates:
 * <StrictMode>, a router, <AppRoutes />.
 */
export async function prerenderLogin(): Promise<string> {
  await preloadPage(LOGIN_PATH);
  // The school's name and record number are the server's: slots, which index.html fills from the
  // content block the server writes (the boot script shows this screen only when it has them).
  setBootContent({
    banners: { list: [], total: 0, page: 1, pageSize: 1 },
    latestNotice: null,
    school: {
      name: { zh: LOGIN_SLOTS.school, en: '' },
      shortName: { zh: '', en: '' },
      logo: null,
      mainColor: '',
      icpNumber: LOGIN_SLOTS.icp,
      timeZone: '',
    },
  });
  try {
    return renderToString(
      <StrictMode>
        <MemoryRouter initialEntries={[LOGIN_PATH]}>
          <AppRoutes />
        </MemoryRouter>
      </StrictMode>,
    );
  } finally {
    setBootContent(undefined);
  }
}

/** What index.html's shell script fills the slots with besides the content (HomePage's rules). */
export interface HomeShellTexts {
  /** The default avatar's address, for a child without a picture. */
  defaultAvatar: string;
  morning: string;
  afternoon: string;
  evening: string;
  /** The school's time zone: the greeting goes by its hour. */
  zone: string;
  hiName: string;
  hiDefault: string;
}

/**
 * Build time only: the home tab as a returning family first sees it (Chinese), for index.html's
 * home shell (see homeShell.ts). Rendered by the same routes and components as the app, with
 * placeholders where the page shows data only the visitor's browser knows: the greeting (the
 * hour, the child's name) and the school's current banner and notice (the server writes them into
 * index.html). Data the page loads (the next lesson, the teachers) shows its loading view, as
 * the app's first render does.
 */
export async function prerenderHome(): Promise<{ markup: string; texts: HomeShellTexts }> {
  await preloadPage(HOME_PATH);
  const t = (key: string) => i18n.t(key as never) as string;
  const texts: HomeShellTexts = {
    defaultAvatar,
    morning: t('home.morning'),
    afternoon: t('home.afternoon'),
    evening: t('home.evening'),
    zone: schoolZone(),
    hiName: i18n.getResource('zh', 'translation', 'home.hiName') as string,
    hiDefault: i18n.getResource('zh', 'translation', 'home.hiDefault') as string,
  };
  const { hi, avatar, banner, bannerTitle, notice } = HOME_SHELL_SLOTS;
  i18n.addResource('zh', 'translation', 'home.hiName', hi);
  i18n.addResource('zh', 'translation', 'home.hiDefault', hi);
  // A session, so the page shows what a signed-in family's first render shows (the next lesson
  // loading, not "no lesson"); no request is made while rendering to a string. Rendered on the
  // server, components read the store's initial state (useSyncExternalStore's server snapshot),
  // so that object is changed for this render and put back after.
  const initial = useDataStore.getInitialState();
  const saved = { token: initial.token, userInfo: initial.userInfo };
  Object.assign(initial, { token: 'prerender', userInfo: { ...defaultUserInfo(), avatar } });
  setBootContent({
    banners: {
      list: [{ id: 0, image: banner, title: bannerTitle, link: { type: 'none', target: null } }],
      total: 1,
      page: 1,
      pageSize: 1,
    },
    latestNotice: { id: 0, title: notice },
  });
  try {
    const markup = renderToString(
      <StrictMode>
        <MemoryRouter initialEntries={[HOME_PATH]}>
          <AppRoutes />
        </MemoryRouter>
      </StrictMode>,
    );
    return { markup, texts };
  } finally {
    setBootContent(undefined);
    Object.assign(initial, saved);
    i18n.addResource('zh', 'translation', 'home.hiName', texts.hiName);
    i18n.addResource('zh', 'translation', 'home.hiDefault', texts.hiDefault);
  }
}
