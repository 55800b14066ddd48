// The antd-mobile render shim must run before anything else touches antd-mobile.
import './lib/antdRender.ts';
import './styles/global.css';
import { startTransition, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { handleApiError } from './app/errorHandling.ts';
import { loadPageTable } from './app/pages.ts';
import { preloadPage } from './app/router.tsx';
import { getDeviceId } from './lib/deviceId.ts';
import { setErrorReporter } from './lib/errorReporter.ts';
import { restoreLanguage } from './lib/i18n.ts';
import { installRootFontSize } from './lib/rootFontSize.ts';
import { HOME_PATH, isLoginPage } from './lib/routes.ts';
import { hydrateFromStoredState, useDataStore } from './lib/store.ts';
import { warmToast } from './lib/toast.ts';

installRootFontSize();
getDeviceId();
setErrorReporter(handleApiError);
void restoreLanguage();
// The toast code and the other screens' loaders are not in the first download; fetch them as soon
// as the user starts interacting.
for (const type of ['pointerdown', 'keydown'] as const) {
  window.addEventListener(
    type,
    () => {
      void warmToast();
      void loadPageTable().catch(() => undefined);
    },
    { once: true, capture: true },
  );
}

/** Hides the splash of index.html once the app's first screen is in the DOM (before it paints). */
function HideSplash() {
  useLayoutEffect(() => {
    document.documentElement.classList.remove('boot-splash', 'boot-home');
    document.getElementById('boot-splash')?.remove();
  }, []);
  return null;
}

/**
 * Marks the page interactive (`<html data-ready>`) once React has attached its handlers: before
 * that, the prerendered login screen is only a picture of itself. Browser tests wait for it.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

// The service worker (offline start, update prompt, push) registers once the page has loaded
// and the browser is idle, from its own chunk: nothing of it is in the first download or before
// the first paint, and its precaching of the app's files does not compete with the screen's own
// requests and scripts on a slow phone.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const start = () => void import('./lib/serviceWorker.ts').then((m) => m.startServiceWorker());
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(start, { timeout: 10_000 })
      : setTimeout(start, 3_000);
  const afterLoad = () => setTimeout(whenIdle, 3_000);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

// The first page's code is fetched before the first render, so it renders at once instead of
// suspending. index.html holds the prerendered login screen (build/prerenderLogin.ts); its boot
// script adds `boot-splash` (splash shown, #root hidden) unless this visit shows that very screen
// (a login route, no session, no remembered phone, Chinese) or, for a returning family on the home
// tab, adds `boot-home`: its shell script has put the prerendered home tab into #root. React then
// hydrates the markup; otherwise it renders from scratch over it (the splash shows until then). A
// stored session on a login route goes on to the home tab: the address changes first, so the
// home tab is the first screen drawn (as the shell promised).
let url = window.location.hash.replace(/^#/, '') || '/';
if (isLoginPage(url) && useDataStore.getState().token) {
  url = HOME_PATH;
  window.history.replaceState(window.history.state, '', `#${HOME_PATH}`);
}
void preloadPage(url).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const html = document.documentElement;
  if (html.classList.contains('boot-home')) {
    // The home shell was drawn from the stored state; hydration reads the same. In a transition,
    // React works in slices of a few milliseconds and lets the browser in between (a tap, a frame)
    // instead of holding the main thread for the whole tree; the shell is on screen meanwhile.
    hydrateFromStoredState();
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App />
          <HideSplash />
          <MarkReady />
        </StrictMode>,
      );
    });
    return;
  }
  if (isLoginPage(url) && root.firstElementChild && !html.classList.contains('boot-splash')) {
    hydrateRoot(
      root,
      <StrictMode>
        <App />
        <MarkReady />
      </StrictMode>,
    );
    document.getElementById('boot-splash')?.remove();
    return;
  }
  // In a transition too, behind the splash; the screen appears in one commit.
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
        <HideSplash />
        <MarkReady />
      </StrictMode>,
    );
  });
});
