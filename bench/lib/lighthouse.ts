import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium.ts';
import { onCleanup } from './processes.ts';

/** Debian's Chromium; the bench never downloads a browser. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

export interface NetworkScript {
  url: string;
  transferSize: number;
  resourceSize: number;
}

export interface LighthouseRun {
  score: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  /** The element Lighthouse took as the largest paint, when it says. */
  lcpElement?: string;
  scripts: NetworkScript[];
}

export function chromeProblem(): string | undefined {
  return existsSync(chromePath)
    ? undefined
    : `no Chromium at ${chromePath} (install Debian's chromium or set CHROME_PATH)`;
}

/** Local storage to put on the page's origin before Lighthouse loads it (a signed-in user). */
export interface SeedStorage {
  /** A cheap address on the page's origin to open for that (not the page itself: no caching). */
  via: string;
  items: Record<string, string>;
}

/** Opens `via` in a tab of the running browser, writes the items, closes the tab. */
async function seedLocalStorage(port: number, seed: SeedStorage) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(seed.via);
    await tab.evaluate((items: Record<string, string>) => {
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }, seed.items);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Lighthouse 12 run in a fresh headless Chromium: default config, i.e. mobile form factor,
 * mobile emulation and simulated throttling; performance category only. With `seed`, the origin's
 * local storage is filled first and Lighthouse is told not to reset storage (the browser profile
 * is fresh and only `seed.via` was opened, so the cache is still empty).
 */
export async function runLighthouse(url: string, seed?: SeedStorage): Promise<LighthouseRun> {
  process.env.CHROME_PATH = chromePath;
  const chrome = await launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  const closed = new Promise<void>((resolve) => chrome.process.once('close', () => resolve()));
  // chrome-launcher kills the whole process group; wait until it is gone (at most 5 s).
  const kill = async () => {
    chrome.kill();
    await Promise.race([closed, new Promise((r) => setTimeout(r, 5000).unref())]);
  };
  const unregister = onCleanup(kill);
  try {
    if (seed) await seedLocalStorage(chrome.port, seed);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: seed !== undefined,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const items = ((lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
      ?.items ?? []) as {
      url: string;
      resourceType?: string;
      transferSize?: number;
      resourceSize?: number;
    }[];
    const lcpItems = (
      lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
    )?.items;
    return {
      score: lhr.categories.performance?.score ?? null,
      lcpMs: num('largest-contentful-paint'),
      fcpMs: num('first-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet,
      scripts: items
        .filter((i) => i.resourceType === 'Script')
        .map((i) => ({
          url: i.url,
          transferSize: i.transferSize ?? 0,
          resourceSize: i.resourceSize ?? 0,
        })),
    };
  } finally {
    unregister();
    await kill();
  }
}

export function median(values: (number | null)[]): number | null {
  const v = values.filter((x): x is number => x !== null).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}
