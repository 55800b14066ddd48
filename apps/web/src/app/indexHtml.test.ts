import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BOOT } from '../../build/bootConstants.ts';
import { BOOT_CONTENT_ID } from '../lib/bootContent.ts';
import { HOME_SHELL_SLOTS, HOME_SHELL_TEMPLATE_ID } from './homeShell.ts';

/**
 * index.html's two inline scripts (the boot script in the head, the shell script at the end of
 * the body) run in a real DOM, on the page as the build and the server fill it in.
 */
const source = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8')
  // What the build writes in (build/bootConstants.ts): the app's routes, store key and hours.
  .replaceAll('__BOOT__', JSON.stringify(BOOT));

const texts = {
  defaultAvatar: '/assets/default-avatar.svg',
  morning: '早上好',
  afternoon: '下午好',
  evening: '晚上好',
  zone: 'Asia/Shanghai',
  hiName: '{{greeting}}，{{name}}',
  hiDefault: '{{greeting}}，小朋友',
};
const { hi, avatar, banner, bannerTitle, notice } = HOME_SHELL_SLOTS;
const template =
  `<template id="${HOME_SHELL_TEMPLATE_ID}" data-texts="${JSON.stringify(texts).replace(/"/g, '&quot;')}">` +
  '<style>.shell-style{color:red}</style><link rel="stylesheet" href="/assets/home.css" disabled>' +
  `<div class="page"><h1>${hi}</h1><img class="avatar" src="${avatar}">` +
  `<button data-testid="banner" aria-label="${bannerTitle}"><img src="${banner}" alt="${bannerTitle}" fetchpriority="high"></button>` +
  `<button class="notice"><span>最新公告</span><span class="title">${notice}</span></button>` +
  '<nav>首页</nav></div></template>';

const content = {
  banners: {
    list: [
      { id: 1, image: '/static/b1.svg', title: '绘本上新', link: { type: 'none', target: null } },
      { id: 2, image: '/static/b2.svg', title: '外教', link: { type: 'none', target: null } },
    ],
    total: 2,
    page: 1,
    pageSize: 2,
  },
  latestNotice: { id: 9, title: '春节放假通知' },
  // The school's brand: the prerendered login screen names it (a page without it shows the splash).
  school: {
    name: { zh: '小星星少儿英语', en: 'Little Star English' },
    shortName: { zh: '小星星', en: 'Little Star' },
    logo: null,
    mainColor: '#14a34b',
    icpNumber: '京ICP备00000000号',
    timeZone: 'Asia/Shanghai',
  },
};

interface Visit {
  hash?: string;
  store?: Record<string, unknown> | null;
  language?: string;
  content?: unknown;
}

function open({
  hash = '#/pages/home/index',
  store = null,
  language,
  content: c = content,
}: Visit) {
  const html = source
    // Where the build puts them: the app's scripts first in the head, the home chunks at its end.
    .replace(
      '<meta charset="UTF-8" />',
      (m) => `${m}<meta name="app-scripts" content="/assets/index.js /assets/framework.js" />`,
    )
    .replace(
      '</head>',
      '<meta name="home-scripts" content="/assets/Home.js /assets/home.css /assets/card.css" /></head>',
    )
    .replace(`id="${BOOT_CONTENT_ID}">null<`, () => `id="${BOOT_CONTENT_ID}">${JSON.stringify(c)}<`)
    .replace(`<template id="${HOME_SHELL_TEMPLATE_ID}"></template>`, () => template)
    .replace('<div id="root"></div>', '<div id="root"><form>the login screen</form></div>')
    .replace(/<script type="module"[^>]*><\/script>/, '');
  const dom = new JSDOM(html, {
    url: `http://school.test/${hash}`,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      if (store)
        window.localStorage.setItem('dataStore', JSON.stringify({ state: store, version: 0 }));
      if (language) window.localStorage.setItem('language', language);
    },
  });
  const doc = dom.window.document;
  const shell = doc.querySelector('#root > .page');
  const classes = doc.documentElement.classList;
  // What painted first (boot-home, boot-splash, or '' for the prerendered login screen).
  const mode = [...classes].filter((c) => c.startsWith('boot-')).join(' ');
  return { dom, doc, shell, mode, brandColour: classes.contains('brand-colour') };
}

/** The greeting the boot script picks: by the school's hour (Asia/Shanghai by default). */
const greetingNow = () => {
  const h = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  return h >= 5 && h < 12 ? '早上好' : h >= 12 && h < 18 ? '下午好' : '晚上好';
};

describe("index.html's boot and shell scripts", () => {
  it('show a returning family the home shell, filled from their own storage and the content', () => {
    const { doc, mode, shell } = open({
      store: { token: 't', userInfo: { name: 'Lucy $& {{greeting}}', avatar: '/uploads/me.png' } },
    });
    expect(mode).toBe('boot-home');
    // In #root, in place of the prerendered login screen (the app hydrates it there).
    expect(doc.querySelector('#root form')).toBeNull();
    expect(doc.getElementById('root')!.children).toHaveLength(1);
    expect(shell!.querySelector('h1')!.textContent).toBe(`${greetingNow()}，Lucy $& {{greeting}}`);
    expect(shell!.querySelector('img.avatar')!.getAttribute('src')).toBe('/uploads/me.png');
    const img = shell!.querySelector('[data-testid="banner"] img')!;
    expect(img.getAttribute('src')).toBe('/static/b1.svg');
    expect(img.getAttribute('alt')).toBe('绘本上新');
    expect(img.getAttribute('elementtiming')).toBe('home-banner');
    expect(shell!.querySelector('.notice .title')!.textContent).toBe('春节放假通知');
    expect(shell!.innerHTML).not.toContain('%%');
    // Its stylesheets went to the head, each with the marker that keeps Vite from loading it.
    expect(doc.head.querySelector('style')!.textContent).toBeTruthy();
    expect(doc.head.querySelector('link[href="/assets/home.css"][disabled]')).not.toBeNull();
    // The banner is preloaded at once, with high priority.
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]') as HTMLLinkElement;
    expect(preload.getAttribute('href')).toBe('/static/b1.svg');
  });

  it('use the inlined banner when the server sent one, and drop the notice row without a notice', () => {
    const data = 'data:image/svg+xml;charset=utf-8,<svg></svg>';
    const { doc, shell } = open({
      store: { token: 't' },
      content: { ...content, latestNotice: null, bannerImageData: data },
    });
    expect(shell!.querySelector('h1')!.textContent).toBe(`${greetingNow()}，小朋友`);
    expect(shell!.querySelector('img.avatar')!.getAttribute('src')).toBe(texts.defaultAvatar);
    expect(shell!.querySelector('[data-testid="banner"] img')!.getAttribute('src')).toBe(data);
    expect(shell!.querySelector('.notice')).toBeNull();
    expect(doc.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it('show the home shell from a login route too (the app goes on to the home tab)', () => {
    expect(open({ hash: '#/', store: { token: 't' } }).mode).toBe('boot-home');
    expect(open({ hash: '', store: { token: 't' } }).mode).toBe('boot-home');
  });

  it('show the splash, not the shell, when the shell would not be the first screen', () => {
    const cases: Visit[] = [
      { hash: '#/pages/mine/index', store: { token: 't' } },
      { store: { token: 't', userInfo: { role: 'teacher' } } },
      { store: { token: 't' }, language: 'en' },
      { store: { token: 't' }, content: null },
      { store: { token: 't' }, content: { ...content, banners: { ...content.banners, list: [] } } },
      { store: { token: '' } },
    ];
    for (const visit of cases) {
      const { doc, mode, shell } = open(visit);
      expect(mode, JSON.stringify(visit)).toBe('boot-splash');
      expect(shell).toBeNull();
      expect(doc.head.querySelector('style.shell-style, link[href="/assets/home.css"]')).toBeNull();
    }
  });

  it('leave the prerendered login screen to a visitor without a session', () => {
    const { doc, mode, shell, brandColour } = open({ hash: '#/' });
    expect(mode).toBe('');
    // The school's main colour is set before the first paint.
    expect(brandColour).toBe(true);
    expect(doc.documentElement.style.getPropertyValue('--brand')).toBe('#14a34b');
    expect(shell).toBeNull();
    expect(doc.querySelector('#root form')).not.toBeNull();
  });

  it('request the app after the first screen, with the home chunks but not the sheets in the shell', async () => {
    const { dom, doc } = open({ store: { token: 't' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(doc.head.querySelector('script[type="module"]')!.getAttribute('src')).toBe(
      '/assets/index.js',
    );
    const preloads = [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/framework.js', '/assets/Home.js']);
    const sheets = [...doc.head.querySelectorAll('link[rel="stylesheet"]:not([disabled])')].map(
      (l) => l.getAttribute('href'),
    );
    expect(sheets).toEqual(['/assets/card.css']);
    dom.window.close();
  });
});
