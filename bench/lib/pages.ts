import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  chromeProblem,
  median,
  runLighthouse,
  type LighthouseRun,
  type SeedStorage,
} from './lighthouse.ts';
import { loginBySms } from './login.ts';
import { measureInitialJs, renderChunks, type Chunk } from './initialJs.ts';
import { startSchoolServer, startStaticPage, tempDir } from './servers.ts';
import { figure, type Figure } from './report.ts';
import { benchPhone, lighthouseRuns, pages, type Page } from './targets.ts';
import { repoRoot, webDist } from './paths.ts';
import { log } from './log.ts';

export interface PagesResult {
  figures: Figure[];
  details: Record<string, unknown>;
}

type Runs = { ok: LighthouseRun[]; errors: string[] };

/**
 * The app's `dataStore` after a login (zustand's persisted shape; the app merges it over its
 * defaults): the token and the guardian's consent to the current agreements, read from the app.
 */
async function signedInStorage(base: string): Promise<SeedStorage> {
  const token = await loginBySms(base, benchPhone);
  const consentSource = await readFile(
    path.join(repoRoot, 'apps/web/src/features/auth/consent.ts'),
    'utf8',
  );
  const version = (name: string) =>
    consentSource.match(new RegExp(`${name} = '([^']+)'`))?.[1] ?? '';
  const consentVersion = `${version('AGREEMENT_VERSION')}+${version('PRIVACY_VERSION')}`;
  return {
    via: `${base}/api/health`,
    items: { dataStore: JSON.stringify({ state: { token, consentVersion }, version: 0 }) },
  };
}

/** One Lighthouse run; a failed run (e.g. NO_NAVSTART on a busy machine) is tried once more. */
async function tryRun(url: string, runs: Runs, seed?: SeedStorage): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      runs.ok.push(await runLighthouse(url, seed));
      return;
    } catch (err) {
      const message = (err as Error).message.split('\n')[0]!;
      runs.errors.push(message);
      log(`Lighthouse failed on ${url} (attempt ${attempt}): ${message}`);
    }
  }
}

const fmt = (xs: (number | null)[], digits = 0) =>
  xs.map((x) => (x === null ? '?' : x.toFixed(digits))).join(' / ');

/**
 * Lighthouse (mobile, simulated throttling) on the static baseline page and on every page of
 * `targets.ts`, `lighthouseRuns` times each, interleaved so that both see the same machine; the
 * median is reported. The initial JavaScript of each page comes from the same runs' network logs.
 */
export async function runPages(): Promise<PagesResult> {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const webProblem = existsSync(path.join(webDist, 'index.html'))
    ? undefined
    : 'apps/web/dist/index.html is missing (the web build failed or was not run: `npm run build -w @school/web`)';
  const problem = chromeProblem() ?? webProblem;
  if (problem) return unavailablePages(problem);

  const staticPage = await startStaticPage();
  const server = await startSchoolServer({ dataDir: await tempDir('bench-pages-') });
  try {
    const staticRuns: Runs = { ok: [], errors: [] };
    const pageRuns = new Map<Page, Runs>(pages.map((p) => [p, { ok: [], errors: [] }]));
    let seed: SeedStorage | undefined;
    if (pages.some((p) => p.loggedIn)) {
      try {
        seed = await signedInStorage(server.base);
      } catch (err) {
        const message = `login for the signed-in pages failed: ${(err as Error).message}`;
        log(message);
        for (const p of pages) if (p.loggedIn) pageRuns.get(p)!.errors.push(message);
      }
    }
    for (let i = 1; i <= lighthouseRuns; i++) {
      log(
        `Lighthouse run ${i}/${lighthouseRuns}: static page${pages.map((p) => `, ${p.name}`).join('')}`,
      );
      await tryRun(staticPage.base + '/', staticRuns);
      for (const page of pages) {
        if (page.loggedIn && !seed) continue;
        await tryRun(
          server.base + page.path,
          pageRuns.get(page)!,
          page.loggedIn ? seed : undefined,
        );
      }
    }
    const staticLcp = median(staticRuns.ok.map((r) => r.lcpMs));
    const staticScore = median(staticRuns.ok.map((r) => r.score));
    details.static = {
      runs: staticRuns.ok.map(({ scripts: _s, ...r }) => r),
      errors: staticRuns.errors,
    };
    const baselineProblem =
      staticRuns.ok.length === 0 ? `static page: ${staticRuns.errors[0] ?? 'no run'}` : undefined;

    for (const page of pages) {
      const runs = pageRuns.get(page)!;
      let chunks: Chunk[] | undefined;
      let jsProblem: string | undefined;
      try {
        const loaded = [...new Set(runs.ok.flatMap((r) => r.scripts.map((s) => s.url)))];
        chunks = await measureInitialJs(server.base, loaded);
        if (runs.ok.length === 0)
          jsProblem = 'index.html only: no Lighthouse run, lazy chunks not observed';
        console.log(renderChunks(`Initial JS of ${page.name} (${page.path})`, chunks));
      } catch (err) {
        jsProblem = (err as Error).message;
      }
      details[page.name] = {
        runs: runs.ok.map(({ scripts: _s, ...r }) => r),
        errors: runs.errors,
        chunks,
      };
      const pageProblem = runs.ok.length === 0 ? (runs.errors[0] ?? 'no run') : undefined;
      const measured = {
        staticLcp,
        staticScore,
        staticRuns: staticRuns.ok,
        runs: runs.ok,
        errors: [...runs.errors, ...staticRuns.errors],
      };
      figures.push(
        ...pageFigures(page, measured, chunks ?? [], jsProblem, pageProblem, baselineProblem),
      );
    }
  } finally {
    await server.stop();
    await staticPage.stop();
  }
  return { figures, details };
}

/** Every page figure, unavailable for `reason`. */
export function unavailablePages(reason: string): PagesResult {
  const figures = pages.flatMap((page) =>
    pageFigures(page, null, [], undefined, reason, undefined),
  );
  return { figures, details: { unavailable: reason } };
}

interface Measured {
  staticLcp: number | null;
  staticScore: number | null;
  staticRuns: LighthouseRun[];
  runs: LighthouseRun[];
  /** Failed Lighthouse runs of the page and of the static page. */
  errors: string[];
}

function pageFigures(
  page: Page,
  m: Measured | null,
  chunks: Chunk[],
  jsProblem: string | undefined,
  pageProblem: string | undefined,
  baselineProblem: string | undefined,
): Figure[] {
  const group = `Page ${page.name} (${page.path}), Lighthouse mobile, median of ${lighthouseRuns}`;
  const runs = m?.runs ?? [];
  const score = runs.length ? median(runs.map((r) => r.score)) : null;
  const lcp = runs.length ? median(runs.map((r) => r.lcpMs)) : null;
  const lcpElement = runs.find((r) => r.lcpElement)?.lcpElement;
  const unavailable = pageProblem ? `${page.name}: unavailable, ${pageProblem}` : undefined;
  const noBaseline = baselineProblem ? `; baseline unavailable, ${baselineProblem}` : '';

  return [
    figure({
      group,
      name: 'performance score',
      unit: 'score',
      value: score,
      baseline: { label: 'static', value: m?.staticScore ?? null },
      budget:
        page.minScore === undefined ? undefined : { on: 'value', op: '>=', limit: page.minScore },
      note: unavailable ?? scoresNote(page, runs, m!.staticRuns, m!.errors),
    }),
    figure({
      group,
      name: 'LCP',
      unit: 'ms',
      value: lcp,
      baseline: { label: 'static', value: m?.staticLcp ?? null },
      budget:
        page.maxLcpRatio === undefined
          ? undefined
          : { on: 'ratio', op: '<=', limit: page.maxLcpRatio },
      note: runs.length
        ? `${page.name} LCP per run ${fmt(runs.map((r) => r.lcpMs))} ms ` +
          `(static ${fmt(m!.staticRuns.map((r) => r.lcpMs))}); ` +
          `FCP ${fmt(runs.map((r) => r.fcpMs))} ms; TBT ${fmt(runs.map((r) => r.tbtMs))} ms` +
          (lcpElement ? `; LCP element ${lcpElement}` : '') +
          noBaseline
        : undefined,
    }),
    ...initialJsFigures(group, page, m !== null, chunks, jsProblem ?? pageProblem),
  ];
}

function scoresNote(
  page: Page,
  runs: LighthouseRun[],
  staticRuns: LighthouseRun[],
  errors: string[],
) {
  const scores = (rs: LighthouseRun[]) =>
    fmt(
      rs.map((r) => r.score),
      2,
    );
  const failed = errors.length ? `; ${errors.length} failed run(s), retried: ${errors[0]}` : '';
  return `${page.name} scores per run: ${scores(runs)} (static ${scores(staticRuns)})${failed}`;
}

/**
 * Two figures on the same budget: the gzip size of the JavaScript (what the bundle costs), and
 * the bytes actually sent to a browser that accepts gzip (whether the server compresses it).
 */
function initialJsFigures(
  group: string,
  page: Page,
  measured: boolean,
  chunks: Chunk[],
  problem: string | undefined,
): Figure[] {
  const limit = page.maxInitialJsKb;
  const budget =
    limit === undefined ? undefined : { on: 'value' as const, op: '<=' as const, limit };
  const kb = (f: (c: Chunk) => number) =>
    chunks.length ? chunks.reduce((s, c) => s + f(c), 0) / 1000 : null;
  const gzip = kb((c) => c.gzipBytes);
  const wire = kb((c) => c.wireBytes);
  let note: string | undefined;
  if (!measured || !chunks.length) note = `${page.name} initial JS: unavailable, ${problem}`;
  else if (problem) note = `${page.name} initial JS: ${problem}`;
  // Without the browser's log the sum is a lower bound: it can show a failure, never a pass.
  const bounded = (v: number | null) =>
    problem && v !== null && limit !== undefined && v <= limit ? null : v;
  // A file too small for gzip to make smaller (a 114-byte class-name map) is rightly sent as is.
  const plain = chunks.filter((c) => c.encoding !== 'gzip' && c.gzipBytes < c.rawBytes);
  const wireNote = plain.length
    ? `${page.name}: ${plain.length} of ${chunks.length} scripts were sent without compression ` +
      `to a client sending Accept-Encoding: gzip (${plain
        .map((c) => `${path.basename(c.path)} ` + `${c.encoding}`)
        .join(', ')})`
    : undefined;
  return [
    figure({
      group,
      name: 'initial JS, gzip size',
      unit: 'kB',
      value: bounded(gzip),
      budget,
      note,
    }),
    figure({
      group,
      name: 'initial JS, bytes sent (gzip client)',
      unit: 'kB',
      value: bounded(wire),
      budget,
      note: note ?? wireNote,
    }),
  ];
}
