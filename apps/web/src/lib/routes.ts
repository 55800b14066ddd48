/**
 * The route table of the spec (§2): every page the app knows, with its title key, whether it is a
 * tab page (and which tab), and whether it is a quit page (back leaves the app). The router, the
 * navigation API and the nav bar all read this one table.
 */
export interface RouteInfo {
  path: string;
  /** i18n key of the page title (`titles.*`). */
  titleKey: string;
  /** Tab index 0..3 for tab pages. */
  tab?: number;
  /** Back on a quit page leaves the app instead of going to the root. */
  quit?: boolean;
  /** Pull-down refresh is enabled on the page. */
  pullRefresh?: boolean;
}

const page = (group: string, name: string, extra: Omit<RouteInfo, 'path' | 'titleKey'> = {}) => ({
  path: `/pages/${group}/${name}`,
  titleKey: `titles.${group}.${name}`,
  ...extra,
});

export const LOGIN_PATH = '/';
export const HOME_PATH = '/pages/home/index';
/** Where a teacher account lands (issue #7): the teacher's area, not the student's tabs. */
export const TEACHER_HOME_PATH = '/pages/teacherdesk/index';
/** Every path that shows the login screen. */
export const LOGIN_PATHS: readonly string[] = ['/', '/pages/login/index', '/pages/login/login'];

export const routes: readonly RouteInfo[] = [
  { path: '/', titleKey: 'titles.login.index', quit: true },
  page('login', 'index', { quit: true }),
  page('login', 'login'),
  page('home', 'index', { tab: 0, quit: true, pullRefresh: true }),
  page('course', 'index', { tab: 1 }),
  page('mall', 'index', { tab: 2 }),
  page('mine', 'index', { tab: 3 }),
  page('register', 'index'),
  page('index', 'index'),
  ...['myclass', 'historyCourse', 'courseprogress', 'comment', 'record', 'play'].map((n) =>
    page('course', n),
  ),
  page('course', 'details', { pullRefresh: true }),
  ...[
    'userinfo',
    'nickname',
    'collect',
    'preference',
    'setting',
    'order',
    'orderDetail',
    'myclassnum',
    'myclasslist',
    'messages',
    // 我的消息: the family's messages and feedback with the school's replies (issue 13).
    'mymessages',
  ].map((n) => page('mine', n)),
  page('forgetpass', 'index'),
  page('forgetpass', 'setPass'),
  page('xieyi', 'index'),
  page('xieyi', 'confirm'),
  page('tuijian', 'index'),
  ...['list', 'index', 'play'].map((n) => page('huiben', n)),
  page('ketang', 'index'),
  ...['index', 'unitTest', 'courseQuestion', 'unitQuestion', 'history', 'historyDetail'].map((n) =>
    page('assessment', n),
  ),
  ...['detail', 'payorder', 'paysuccess', 'comment', 'list'].map((n) => page('mall', n)),
  page('choose', 'choose'),
  page('choose', 'search'),
  ...['teacher', 'pingjia', 'schedule', 'confirm-choose', 'success', 'email'].map((n) =>
    page('teacher', n),
  ),
  page('category', 'category'),
  page('category', 'category-unit'),
  ...['help', 'aboutus', 'question', 'police', 'logout', 'notify'].map((n) => page('settings', n)),
  ...['live', 'index', 'liveWeb'].map((n) => page('live', n)),
  page('webview', 'index'),
  page('anno', 'anno'),
  page('pdfviewer', 'index'),
  // The teacher's area (issue #7), not in the spec's table: a teacher's home is its index.
  page('teacherdesk', 'index', { quit: true }),
  ...['lesson', 'history', 'plan', 'messages'].map((n) => page('teacherdesk', n)),
];

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The path part of a page URL (`/pages/a/b?x=1` -> `/pages/a/b`), without a trailing slash. */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function findRoute(url: string): RouteInfo | undefined {
  return byPath.get(pathOf(url));
}

export const tabRoutes: readonly RouteInfo[] = routes
  .filter((r) => r.tab !== undefined)
  .sort((a, b) => (a.tab ?? 0) - (b.tab ?? 0));

export const isTabPage = (url: string) => findRoute(url)?.tab !== undefined;
export const isQuitPage = (url: string) => findRoute(url)?.quit === true;

export const isLoginPage = (url: string) => LOGIN_PATHS.includes(pathOf(url) || '/');

export const isTeacherPage = (url: string) => pathOf(url).startsWith('/pages/teacherdesk/');
