import { describe, expect, it } from 'vitest';
import { bannerAction, isAllowedWebUrl, webviewHosts } from './links.ts';

const origin = 'https://app.school.test';
const hosts = ['www.school.test', 'Partner.example.com'];

describe('banner links', () => {
  it('opens an in-app route', () => {
    expect(
      bannerAction({ type: 'route', target: '/pages/huiben/list?level=1' }, hosts, origin),
    ).toEqual({
      kind: 'route',
      url: '/pages/huiben/list?level=1',
    });
  });
  it('refuses a route that is not an app route', () => {
    expect(bannerAction({ type: 'route', target: 'javascript:alert(1)' }, hosts, origin)).toEqual({
      kind: 'none',
    });
  });
  it('opens an allowed web page in the webview', () => {
    expect(
      bannerAction({ type: 'web', target: 'https://partner.example.com/a?b=1' }, hosts, origin),
    ).toEqual({
      kind: 'web',
      url: `/pages/webview/index?url=${encodeURIComponent('https://partner.example.com/a?b=1')}`,
    });
    expect(bannerAction({ type: 'web', target: '/static/demo/x.html' }, [], origin).kind).toBe(
      'web',
    );
  });
  it('refuses a web page outside the allow-list', () => {
    expect(bannerAction({ type: 'web', target: 'https://evil.test/' }, hosts, origin)).toEqual({
      kind: 'none',
    });
  });
  it('does nothing for none', () => {
    expect(bannerAction({ type: 'none', target: null }, hosts, origin)).toEqual({ kind: 'none' });
  });
});

describe('webview allow-list', () => {
  it('allows the same origin and listed hosts only', () => {
    expect(isAllowedWebUrl('/static/a.html', [], origin)).toBe(true);
    expect(isAllowedWebUrl(`${origin}/x`, [], origin)).toBe(true);
    expect(isAllowedWebUrl('http://www.school.test/p', hosts, origin)).toBe(true);
    expect(isAllowedWebUrl('https://partner.example.com.evil.test/', hosts, origin)).toBe(false);
    expect(isAllowedWebUrl('https://evil.test/', hosts, origin)).toBe(false);
    expect(isAllowedWebUrl('javascript:alert(1)', hosts, origin)).toBe(false);
    expect(isAllowedWebUrl('data:text/html,hi', hosts, origin)).toBe(false);
    expect(isAllowedWebUrl('', hosts, origin)).toBe(false);
  });
  it('reads the hosts from companyInfo', () => {
    expect(webviewHosts({ webviewHosts: ['a.test', 3] })).toEqual(['a.test']);
    expect(webviewHosts({})).toEqual([]);
  });
});
