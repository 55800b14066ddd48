// The antd-mobile render shim must run before anything else touches antd-mobile.
import './lib/antdRender.ts';
import './styles/global.css';
import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { handleApiError } from './app/errorHandling.ts';
import { loadPageTable } from './app/pages.ts';
import { preloadPage } from './app/router.tsx';
import { getDeviceId } from './lib/deviceId.ts';
import { setErrorReporter } from './lib/errorReporter.ts';
import { restoreLanguage } from './lib/i18n.ts';
import { installRootFontSize } from './lib/rootFontSize.ts';
import { isLoginPage } from './lib/routes.ts';
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
    document.documentElement.classList.remove('boot-splash');
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

// The first page's code is fetched before the first render, so it renders at once instead of
// suspending. index.html holds the prerendered login screen (build/prerenderLogin.ts); its boot
// script adds `boot-splash` (splash shown, #root hidden) unless this visit shows that very screen:
// a login route, no session, no remembered phone, Chinese. Then React hydrates the markup;
// otherwise it renders from scratch over it (the splash shows until then).
const url = window.location.hash.replace(/^#/, '') || '/';
void preloadPage(url).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const html = document.documentElement;
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
  createRoot(root).render(
    <StrictMode>
      <App />
      <HideSplash />
      <MarkReady />
    </StrictMode>,
  );
});
