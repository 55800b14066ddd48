import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { onCleanup } from './processes.ts';

/** Debian's Chromium; the bench never downloads a browser. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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

/**
 * One Lighthouse 12 run in a fresh headless Chromium: default config, i.e. mobile form factor,
 * mobile emulation and simulated throttling; performance category only.
 */
export async function runLighthouse(url: string): Promise<LighthouseRun> {
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
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
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
