import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bindNavigator,
  navigateBack,
  navigateTo,
  NavigationError,
  NavigationMessage,
  reLaunch,
  redirectTo,
  switchTab,
} from './navigation.ts';
import type { Navigator } from './navigation.ts';

/** A navigator whose navigations finish only when the test says so. */
function fakeNavigator(start = '/pages/mine/setting', depth = 0) {
  const pending: (() => void)[] = [];
  const nav = {
    url: start,
    depth,
    navigate: vi.fn((url: string, { replace }: { replace: boolean }) => {
      return new Promise<void>((resolve) => {
        pending.push(() => {
          nav.url = url;
          if (!replace) nav.depth += 1;
          resolve();
        });
      });
    }),
    go: vi.fn(),
    historyDepth: () => nav.depth,
    currentUrl: () => nav.url,
    exit: vi.fn(),
    finishAll: () => pending.splice(0).forEach((f) => f()),
  };
  return nav satisfies Navigator & Record<string, unknown>;
}

let nav: ReturnType<typeof fakeNavigator>;
beforeEach(() => {
  nav = fakeNavigator();
  bindNavigator(nav);
});
afterEach(() => bindNavigator(null));

const settle = async (p: Promise<void>) => {
  nav.finishAll();
  await p;
};

describe('navigation rules', () => {
  it('navigateTo pushes a known page with its query', async () => {
    await settle(navigateTo('/pages/course/details?id=3'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages/course/details?id=3', { replace: false });
  });

  it('fails with "page not found" for an unknown page, for every kind of navigation', async () => {
    for (const go of [navigateTo, redirectTo, switchTab, reLaunch]) {
      await expect(go('/pages/nowhere/index')).rejects.toThrow(NavigationMessage.NOT_FOUND);
    }
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('refuses navigateTo and redirectTo to a tab page', async () => {
    await expect(navigateTo('/pages/home/index')).rejects.toThrow(NavigationMessage.TAB_PAGE);
    await expect(redirectTo('/pages/mall/index?x=1')).rejects.toThrow(NavigationMessage.TAB_PAGE);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('switchTab only goes to tab pages, replacing the current page', async () => {
    await expect(switchTab('/pages/mine/setting')).rejects.toThrow(NavigationMessage.NOT_TAB_PAGE);
    await settle(switchTab('/pages/mine/index'));
    expect(nav.navigate).toHaveBeenCalledWith('/pages/mine/index', { replace: true });
  });

  it('redirectTo and reLaunch replace the current page', async () => {
    await settle(redirectTo('/pages/forgetpass/setPass'));
    await settle(reLaunch('/pages/home/index'));
    expect(nav.navigate.mock.calls).toEqual([
      ['/pages/forgetpass/setPass', { replace: true }],
      ['/pages/home/index', { replace: true }],
    ]);
  });

  it('locks a repeated identical navigation while the first is under way', async () => {
    const first = navigateTo('/pages/teacher/teacher?id=1');
    await expect(navigateTo('/pages/teacher/teacher?id=1')).rejects.toThrow(
      NavigationMessage.LOCKED,
    );
    // A different target is not the same navigation.
    const other = navigateTo('/pages/teacher/teacher?id=2');
    expect(nav.navigate).toHaveBeenCalledTimes(2);
    await settle(Promise.all([first, other]).then(() => undefined));
    // Once finished, the same navigation is allowed again.
    const again = navigateTo('/pages/teacher/teacher?id=1');
    expect(nav.navigate).toHaveBeenCalledTimes(3);
    await settle(again);
  });

  it('releases the lock when a navigation fails', async () => {
    nav.navigate.mockRejectedValueOnce(new Error('boom'));
    await expect(navigateTo('/pages/anno/anno')).rejects.toThrow('boom');
    const next = navigateTo('/pages/anno/anno');
    await settle(next);
    expect(nav.navigate).toHaveBeenCalledTimes(2);
  });

  it('errors are NavigationErrors', async () => {
    await expect(navigateTo('/nope')).rejects.toBeInstanceOf(NavigationError);
  });
});

describe('navigateBack', () => {
  it('goes back in history when there is some', async () => {
    nav.depth = 2;
    await navigateBack();
    expect(nav.go).toHaveBeenCalledWith(-1);
    await navigateBack(5);
    expect(nav.go).toHaveBeenLastCalledWith(-2);
  });

  it('goes to the root on a page with no history', async () => {
    nav.depth = 0;
    const back = navigateBack();
    await Promise.resolve();
    nav.finishAll();
    await back;
    expect(nav.go).not.toHaveBeenCalled();
    expect(nav.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('leaves the app from a quit page with no history', async () => {
    for (const quit of ['/', '/pages/login/index', '/pages/home/index']) {
      nav.url = quit;
      nav.depth = 0;
      await navigateBack();
    }
    expect(nav.exit).toHaveBeenCalledTimes(3);
    expect(nav.navigate).not.toHaveBeenCalled();
  });
});
