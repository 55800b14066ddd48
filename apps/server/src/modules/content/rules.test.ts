import { describe, expect, it } from 'vitest';
import { bannerLinkOut, bannerLinkProblem } from './rules.ts';

const hosts = ['www.example.com', 'm.example.com:8443'];
const problem = (type: string, target?: string | null) =>
  bannerLinkProblem({ type, target }, hosts);

describe('banner links', () => {
  it('route: a page of the app, with an optional query', () => {
    expect(problem('route', '/pages/huiben/list')).toBeNull();
    expect(problem('route', '/pages/huiben/index?id=3&from=banner')).toBeNull();
    for (const bad of [
      '',
      'pages/home/index',
      '/static/x.svg',
      'https://www.example.com/',
      '/pages/../x',
      'javascript:alert(1)',
    ])
      expect([bad, problem('route', bad)]).toEqual([bad, expect.any(String)]);
  });

  it('web: same origin, or http(s) on an allowed host', () => {
    expect(problem('web', '/static/demo/banners/open-day.html')).toBeNull();
    expect(problem('web', 'https://www.example.com/summer?x=1')).toBeNull();
    expect(problem('web', 'http://www.example.com/')).toBeNull();
    expect(problem('web', 'https://WWW.EXAMPLE.COM/')).toBeNull();
    expect(problem('web', 'https://m.example.com:8443/a')).toBeNull();
    const bad = [
      'https://evil.example.net/',
      'https://www.example.com.evil.net/',
      'https://evil.net/?u=www.example.com',
      'https://www.example.com@evil.net/',
      'https://user:pw@www.example.com/',
      'https://m.example.com/', // allowed only on port 8443
      '//evil.net/x',
      '/\\evil.net',
      'javascript:alert(1)',
      'JavaScript://www.example.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://www.example.com/',
      ' https://www.example.com/',
      '',
    ];
    for (const target of bad)
      expect([target, problem('web', target)]).toEqual([target, expect.any(String)]);
  });

  it('none: no target; unknown types are refused', () => {
    expect(problem('none', null)).toBeNull();
    expect(problem('none', '')).toBeNull();
    expect(problem('none', '/pages/home/index')).toMatch(/no target/);
    expect(problem('popup', '/x')).toMatch(/route, web or none/);
  });

  it('shows a stored link the settings no longer allow as none', () => {
    expect(bannerLinkOut('web', 'https://www.example.com/', hosts)).toEqual({
      type: 'web',
      target: 'https://www.example.com/',
    });
    expect(bannerLinkOut('web', 'https://www.example.com/', [])).toEqual({
      type: 'none',
      target: null,
    });
    expect(bannerLinkOut('route', '/pages/home/index', [])).toEqual({
      type: 'route',
      target: '/pages/home/index',
    });
  });
});
