// Same order as main.tsx: the antd-mobile render shim first, or Toast renders nothing.
import '../lib/antdRender.ts';
import i18n from '../lib/i18n.ts';
import zhMore from '../lib/locales/zhMore.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { warmToast } from '../lib/toast.ts';
import { forgetAppQueryClient } from '../app/queryClient.ts';

// Pages are rendered directly in tests, not through their loaders: give them all their texts.
i18n.addResourceBundle('zh', 'translation', zhMore, true, false);

// Screens that open another page load its code first (a lazy chunk); on a loaded 2-core machine
// that takes longer than Testing Library's default 1 s wait. Passing tests do not wait longer.
configure({ asyncUtilTimeout: 5000 });

// The app loads antd-mobile's Toast on the first tap; a loaded machine can take seconds to
// transform it the first time, longer than a test waits for a message. Load it once up front.
await warmToast();

// jsdom has no scrolling; the app scrolls new pages to the top.
window.scrollTo = () => undefined;

// jsdom has no pointer capture; antd-mobile's pickers and popups (use-gesture) ask for it on taps.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

// Each test is a fresh visit: nothing cached from the previous one's server answers.
afterEach(() => {
  cleanup();
  localStorage.clear();
  forgetAppQueryClient();
});

// jsdom lacks what a carousel (Embla) measures with: inert stand-ins, as in a browser that
// reports nothing has moved.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
