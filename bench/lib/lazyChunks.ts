import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { webDist } from './paths.ts';
import { figure, type Figure } from './report.ts';
import { lazyChunks } from './targets.ts';

/** One entry of Vite's build manifest (`apps/web/dist/.vite/manifest.json`). */
interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface LazyChunk {
  file: string;
  /** The sources the manifest names for it (one for a page, several keys for a shared chunk). */
  sources: string[];
  gzipBytes: number;
  rawBytes: number;
  excepted: boolean;
}

const isJs = (file: string) => /\.(m?js)$/.test(file);

/**
 * Every JavaScript chunk of the web build that the first page load does not fetch: not the
 * index.html entry and not anything it imports statically (those are the initial JS, budgeted per
 * page). Each is gzipped here at level 9, the way the server's precompressed .gz files are made.
 */
export async function measureLazyChunks(): Promise<LazyChunk[]> {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const initial = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || initial.has(entry.file)) return;
    initial.add(entry.file);
    for (const k of entry.imports ?? []) visit(k);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) visit(key);

  const byFile = new Map<string, string[]>();
  for (const [key, entry] of Object.entries(manifest)) {
    if (!isJs(entry.file) || initial.has(entry.file)) continue;
    byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry.src ?? key]);
  }
  const chunks: LazyChunk[] = [];
  for (const [file, sources] of byFile) {
    const raw = await readFile(path.join(webDist, file));
    chunks.push({
      file,
      sources,
      rawBytes: raw.length,
      gzipBytes: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }).length,
      excepted: sources.every((s) => lazyChunks.excepted.some((re) => re.test(s))),
    });
  }
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The figure: the largest lazy chunk that is not excepted, with the next ones in the note. */
export async function lazyChunkFigures(): Promise<{ figures: Figure[]; chunks?: LazyChunk[] }> {
  const group = 'Web bundle (apps/web/dist)';
  const name = 'largest lazy route chunk, gzip (pdf.js excepted)';
  const budget = { on: 'value' as const, op: '<=' as const, limit: lazyChunks.maxKb };
  let chunks: LazyChunk[];
  try {
    chunks = await measureLazyChunks();
  } catch (err) {
    const note = `${name}: unavailable, ${(err as Error).message} (run \`npm run build -w @school/web\`)`;
    return { figures: [figure({ group, name, unit: 'kB', value: null, budget, note })] };
  }
  const counted = chunks.filter((c) => !c.excepted);
  const largest = counted[0];
  const excepted = chunks.filter((c) => c.excepted);
  const note =
    `lazy chunks (${chunks.length}), largest: ` +
    counted
      .slice(0, 4)
      .map((c) => `${path.basename(c.file)} ${kb(c.gzipBytes)} kB`)
      .join(', ') +
    (excepted.length
      ? `; excepted: ${excepted.map((c) => `${path.basename(c.file)} ${kb(c.gzipBytes)} kB`).join(', ')}`
      : '');
  return {
    chunks,
    figures: [
      figure({
        group,
        name,
        unit: 'kB',
        value: largest ? largest.gzipBytes / 1000 : 0,
        budget,
        note,
      }),
    ],
  };
}
