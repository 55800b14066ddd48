import '../lib/i18n.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no matchMedia; antd's responsive helpers ask it (defined here, not stubbed, so a
// test's vi.unstubAllGlobals() keeps it).
if (!window.matchMedia)
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
