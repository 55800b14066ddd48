// The antd-mobile render shim must run before anything else touches antd-mobile.
import './lib/antdRender.ts';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { handleApiError } from './app/errorHandling.ts';
import { preloadPage } from './app/router.tsx';
import { getDeviceId } from './lib/deviceId.ts';
import { setErrorReporter } from './lib/errorReporter.ts';
import { restoreLanguage } from './lib/i18n.ts';
import { installRootFontSize } from './lib/rootFontSize.ts';
import { warmToast } from './lib/toast.ts';

installRootFontSize();
getDeviceId();
setErrorReporter(handleApiError);
void restoreLanguage();
// The toast code is not in the first download; fetch it as soon as the user starts interacting.
for (const type of ['pointerdown', 'keydown'] as const) {
  window.addEventListener(type, () => void warmToast(), { once: true, capture: true });
}

// The first page's code is fetched before the first render (the inline splash of index.html shows
// meanwhile), so it renders at once instead of suspending.
void preloadPage(window.location.hash.replace(/^#/, '') || '/').then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
