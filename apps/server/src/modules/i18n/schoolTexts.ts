import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { channel, type Bus, type Channel } from '../../cluster/bus.ts';
import type { Db } from '../../db/client.ts';
import { allTexts, deleteTexts, textsByKeys, upsertTexts } from './repository.ts';
import { CODE_TEXTS } from './codeTexts.ts';

/** The two languages the school writes in (docs/design/school-texts.md §9). */
export type Lang = 'zh' | 'en';

/** The language of a request: English when `Accept-Language` starts with `en`, else Chinese. */
export const langOf = (acceptLanguage: string | string[] | undefined): Lang => {
  const v = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return v?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
};

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** True when a text has a Chinese character or Chinese punctuation in it. */
export const hasCjk = (s: string) => CJK.test(s);
/** A served file's address (`/static/...`, `/uploads/...`, `https://...`): looked up too. */
const isAsset = (s: string) => s.startsWith('/') || s.startsWith('https://');

export const keyOf = (zh: string) => createHash('md5').update(zh).digest('hex');

/**
 * Records (or replaces) the English of one Chinese text the school wrote. The console's editors
 * call this with both fields of a form (decision 0019); the demo data calls it for all of its texts.
 */
export async function saveSchoolTexts(db: Db, pairs: readonly { zh: string; en: string }[]) {
  const rows = pairs
    .filter((p) => p.zh && p.en && p.zh !== p.en)
    .map((p) => ({ key: keyOf(p.zh), zh: p.zh, en: p.en }));
  if (rows.length === 0) return;
  // One row per key: a repeated Chinese text in the same batch would break `on conflict`.
  const unique = [...new Map(rows.map((r) => [r.key, r])).values()];
  await upsertTexts(db, unique);
}

/**
 * What the console saves for each text field (decision 0019): the English written, or, when the
 * English was emptied, no English at all (families then see the Chinese).
 */
export async function writeSchoolTexts(db: Db, pairs: readonly { zh: string; en: string }[]) {
  await saveSchoolTexts(db, pairs);
  const cleared = pairs.filter((p) => p.zh && !p.en.trim()).map((p) => keyOf(p.zh));
  await deleteTexts(db, [...new Set(cleared)]);
}

/**
 * The English written for each Chinese text (decision 0019), for the console's forms: a text with
 * none maps to `''` (families then see the Chinese). The built-in English of the fixed option
 * lists counts unless the school wrote its own.
 */
export async function englishOf(db: Db, zhs: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(zhs.filter((z) => z !== ''))];
  const rows = await textsByKeys(db, wanted.map(keyOf));
  const found = new Map(rows.map((r) => [r.zh, r.en] as const));
  return new Map(wanted.map((z) => [z, found.get(z) ?? CODE_TEXTS.get(z) ?? '']));
}

/**
 * The school's texts in English, held in memory: every answer in English walks its `data` and
 * swaps each Chinese text the school wrote for its English version; a text with no English (or
 * one a family wrote, which is never in the table) stays as it is, so English falls back to
 * Chinese. Re-read when older than `ttlMs`, and at once after `changed()` on any copy.
 */
export class SchoolTexts {
  private map: Map<string, string> | null = null;
  private loading: Promise<Map<string, string>> | null = null;
  private readAt = 0;
  private readonly others: Channel<{ at: number }> | null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 60_000,
    bus: Bus | null = null,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.others = bus ? channel<{ at: number }>(bus, 'schoolTexts') : null;
    this.others?.subscribe(() => this.forget());
  }

  /** Drops what this copy holds; the next English answer reads the table again. */
  forget() {
    this.map = null;
    this.loading = null;
  }

  /** After the console saved texts: every copy re-reads them. */
  async changed() {
    this.forget();
    await this.others?.publish({ at: Date.now() }).catch((err) => this.log?.warn({ err }, 'bus'));
  }

  private async current(): Promise<Map<string, string>> {
    if (this.map && performance.now() - this.readAt < this.ttlMs) return this.map;
    this.loading ??= allTexts(this.db)
      .then((rows) => {
        // The school's own rows win over the built-in English of the fixed option lists.
        this.map = new Map([...CODE_TEXTS, ...rows.map((r) => [r.zh, r.en] as const)]);
        this.readAt = performance.now();
        return this.map;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** `data` with every Chinese text that has an English version replaced by it. */
  async localize<T>(data: T, lang: Lang): Promise<T> {
    if (lang !== 'en' || data === null || data === undefined) return data;
    const map = await this.current();
    return swap(data, map) as T;
  }
}

function swap(v: unknown, map: Map<string, string>): unknown {
  // A picture with lettering has a language too: its address may have an English counterpart
  // (decision 0029), e.g. a banner drawn with Chinese words.
  if (typeof v === 'string') return hasCjk(v) || isAsset(v) ? (map.get(v) ?? v) : v;
  if (Array.isArray(v)) return v.map((x) => swap(x, map));
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = swap(x, map);
    return out;
  }
  return v;
}
