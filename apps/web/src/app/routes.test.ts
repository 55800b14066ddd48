import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n.ts';
import en from '../lib/locales/en.ts';
import { findRoute, routes, tabRoutes } from '../lib/routes.ts';
import { pageLoaders } from './pageTable.ts';

/** Every route of the spec's table (§2). */
const SPEC_PATHS = [
  '/',
  '/pages/login/index',
  '/pages/login/login',
  '/pages/home/index',
  '/pages/course/index',
  '/pages/mall/index',
  '/pages/mine/index',
  '/pages/register/index',
  '/pages/index/index',
  ...['myclass', 'details', 'courseprogress', 'historyCourse', 'comment', 'record', 'play'].map(
    (n) => `/pages/course/${n}`,
  ),
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
  ].map((n) => `/pages/mine/${n}`),
  '/pages/forgetpass/index',
  '/pages/forgetpass/setPass',
  '/pages/xieyi/index',
  '/pages/xieyi/confirm',
  '/pages/tuijian/index',
  '/pages/huiben/list',
  '/pages/huiben/index',
  '/pages/huiben/play',
  '/pages/ketang/index',
  ...['index', 'unitTest', 'courseQuestion', 'unitQuestion', 'history', 'historyDetail'].map(
    (n) => `/pages/assessment/${n}`,
  ),
  ...['detail', 'payorder', 'paysuccess', 'comment', 'list'].map((n) => `/pages/mall/${n}`),
  '/pages/choose/choose',
  '/pages/choose/search',
  ...['teacher', 'pingjia', 'schedule', 'confirm-choose', 'success', 'email'].map(
    (n) => `/pages/teacher/${n}`,
  ),
  '/pages/category/category',
  '/pages/category/category-unit',
  ...['help', 'aboutus', 'question', 'police', 'logout'].map((n) => `/pages/settings/${n}`),
  '/pages/live/live',
  '/pages/live/index',
  '/pages/live/liveWeb',
  '/pages/webview/index',
  '/pages/anno/anno',
  '/pages/pdfviewer/index',
];

/** The teacher's area (issue #7), beside the spec's table. */
const TEACHER_PATHS = ['index', 'lesson', 'history', 'plan', 'messages'].map(
  (n) => `/pages/teacherdesk/${n}`,
);
/** The message centre and notification settings (issue #18); 我的消息 (issue 13). */
const NOTIFY_PATHS = ['/pages/mine/messages', '/pages/settings/notify', '/pages/mine/mymessages'];
const ALL_PATHS = [...SPEC_PATHS, ...TEACHER_PATHS, ...NOTIFY_PATHS];

const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], tree);

describe('route table', () => {
  it('holds exactly the routes of the spec, the teacher’s area and the message centre', () => {
    expect(routes.map((r) => r.path).sort()).toEqual([...ALL_PATHS].sort());
  });

  it('has a lazily loaded page for every route, and no page without a route', () => {
    expect(Object.keys(pageLoaders).sort()).toEqual([...ALL_PATHS].sort());
  });

  it('gives every route a Chinese and an English title', () => {
    for (const r of routes) {
      expect(i18n.t(r.titleKey as 'titles.home.index', { lng: 'zh' }), r.path).not.toBe(r.titleKey);
      expect(typeof lookup(en, r.titleKey), r.path).toBe('string');
    }
  });

  it('uses the titles the spec gives', () => {
    const zh = (path: string) => i18n.t(findRoute(path)?.titleKey as 'titles.home.index');
    expect(zh('/pages/mall/index')).toBe('商城');
    expect(zh('/pages/mine/index')).toBe('个人中心');
    expect(zh('/pages/course/myclass')).toBe('我的课表');
    expect(zh('/pages/course/details')).toBe('课程详情');
    expect(zh('/pages/course/courseprogress')).toBe('课耗进度');
    expect(zh('/pages/course/record')).toBe('课程报告');
    expect(zh('/pages/mine/userinfo')).toBe('个人资料');
    expect(zh('/pages/mine/nickname')).toBe('昵称');
    expect(zh('/pages/mine/collect')).toBe('我的收藏');
    expect(zh('/pages/mine/preference')).toBe('上课偏好');
    expect(zh('/pages/forgetpass/index')).toBe('忘记密码');
    expect(zh('/pages/tuijian/index')).toBe('推荐教师');
    expect(zh('/pages/huiben/list')).toBe('绘本馆');
    expect(zh('/pages/huiben/index')).toBe('绘本详情');
    expect(zh('/pages/ketang/index')).toBe('精彩课堂');
    expect(zh('/pages/assessment/unitTest')).toBe('章节测验');
    expect(zh('/pages/mall/detail')).toBe('购买次卡/课包');
    expect(zh('/pages/mall/payorder')).toBe('支付订单');
    expect(zh('/pages/mall/paysuccess')).toBe('订单结果');
    expect(zh('/pages/settings/police')).toBe('隐私协议');
    expect(zh('/pages/settings/logout')).toBe('注销账号');
    expect(zh('/pages/anno/anno')).toBe('通知公告');
    expect(zh('/pages/pdfviewer/index')).toBe('查看教材');
  });

  it('has the four tabs in order, home being a quit page with pull-down refresh', () => {
    expect(tabRoutes.map((r) => r.path)).toEqual([
      '/pages/home/index',
      '/pages/course/index',
      '/pages/mall/index',
      '/pages/mine/index',
    ]);
    expect(findRoute('/pages/home/index')).toMatchObject({ quit: true, pullRefresh: true });
    expect(findRoute('/')?.quit).toBe(true);
    expect(findRoute('/pages/course/details?id=1')?.pullRefresh).toBe(true);
  });
});
