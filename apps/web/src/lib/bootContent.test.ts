import { afterEach, expect, it } from 'vitest';
import { BOOT_CONTENT_ID, bootContent, setBootContent } from './bootContent.ts';

function page(text: string | null) {
  document.getElementById(BOOT_CONTENT_ID)?.remove();
  if (text === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_CONTENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  page(null);
  setBootContent(undefined);
});

it('reads the content the server wrote into index.html, once', () => {
  const content = {
    banners: { list: [], total: 0, page: 1, pageSize: 1 },
    latestNotice: { id: 1, title: '通知' },
  };
  page(JSON.stringify(content));
  expect(bootContent()).toEqual(content);
  page(null);
  expect(bootContent()).toEqual(content);
});

it('is null without a server, or with a block it cannot use', () => {
  for (const text of [
    null,
    'null',
    '{"banners":',
    '{"banners":{"list":"x"},"latestNotice":null}',
  ]) {
    setBootContent(undefined);
    page(text);
    expect(bootContent(), String(text)).toBeNull();
  }
});
