import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The design the code follows is in `docs/design/` (one file per area, sections numbered as the
 * project brief's design file was). Every citation in the repository must lead somewhere a reader
 * can open: no file cites the brief's file (never part of the repository; `docs/design/README.md`
 * maps its sections to our pages), and every `docs/design/<file>.md`, its `#anchor` and its `§N`
 * exist.
 */

/** The brief's file name, spelled so that this test's own text does not cite it. */
const OLD = ['DESIGN', 'md'].join('.');

const root = path.resolve(import.meta.dirname, '../../..');
const designDir = path.join(root, 'docs/design');

/** This test names made-up citations on purpose. */
const SKIPPED = new Set(['apps/server/test/design-citations.test.ts']);
/** The index maps each of the brief's sections to its page (its own links are checked). */
const MAY_NAME_OLD = new Set(['docs/design/README.md']);
/** Applied migrations are never edited, comments included. */
const EXEMPT_DIRS = ['apps/server/src/db/migrations/'];
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|json|css|html|yml|yaml|sh|sql|txt)$/;

function repoFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter((f) => f && TEXT_FILE.test(f))
    .filter((f) => !/(^|\/)(node_modules|dist)\//.test(f))
    .filter((f) => !SKIPPED.has(f) && !EXEMPT_DIRS.some((d) => f.startsWith(d)))
    .filter((f) => existsSync(path.join(root, f)));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

interface DesignFile {
  anchors: Set<string>;
  sections: Set<string>;
}

const designFiles = new Map<string, DesignFile | null>();
function designFile(name: string): DesignFile | null {
  if (!designFiles.has(name)) {
    const file = path.join(designDir, name);
    if (!existsSync(file)) designFiles.set(name, null);
    else {
      const headings = readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => /^#{1,6}\s/.test(l))
        .map((l) => l.replace(/^#+\s+/, ''));
      designFiles.set(name, {
        anchors: new Set(headings.map(slug)),
        sections: new Set(
          headings.flatMap((h) => [...h.matchAll(/§(\d+(?:\.\d+)*)/g)].map((m) => m[1]!)),
        ),
      });
    }
  }
  return designFiles.get(name)!;
}

/** The old citation: the brief's file name, or its word and `§N` (also across a comment's line break). */
const OLD_CITATION = /\bDESIGN(?:\.md\b|\s+(?:\*\s+|\/\/\s*)?§\d)/g;
const SECTION = String.raw`§\d+(?:\.\d+)?`;
/** `docs/design/x.md`, an optional `#anchor`, then optional sections: `§4.3`, `§7, §8`. */
const CITATION = new RegExp(
  String.raw`docs\/design\/([\w.-]+\.md)(#[\w\p{L}-]+)?` +
    String.raw`((?:\s+(?:\*\s+|\/\/\s*)?)${SECTION}(?:(?:,\s*|\s+and\s+)${SECTION})*)?`,
  'gu',
);
/** A relative link between the design's own pages: `[x](booking.md#43-...)`. */
const LOCAL_LINK = /\]\(([\w.-]+\.md)(#[^)\s]+)?\)/g;

function problemsOf(file: string, text: string): string[] {
  const problems: string[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const check = (at: number, name: string, anchor?: string, sections?: string) => {
    const target = designFile(name);
    if (!target) return problems.push(`${file}:${lineOf(at)}: docs/design/${name} does not exist`);
    if (anchor && !target.anchors.has(anchor.slice(1)))
      problems.push(`${file}:${lineOf(at)}: docs/design/${name} has no heading ${anchor}`);
    for (const [, n] of (sections ?? '').matchAll(/§(\d+(?:\.\d+)?)/g))
      if (!target.sections.has(n!))
        problems.push(`${file}:${lineOf(at)}: docs/design/${name} has no section §${n}`);
  };
  if (!MAY_NAME_OLD.has(file))
    for (const m of text.matchAll(OLD_CITATION))
      problems.push(`${file}:${lineOf(m.index)}: cites ${m[0].split(/\s/)[0]}; cite docs/design/`);
  for (const m of text.matchAll(CITATION)) check(m.index, m[1]!, m[2], m[3]);
  if (file.startsWith('docs/design/'))
    for (const m of text.matchAll(LOCAL_LINK)) check(m.index, m[1]!, m[2]);
  return problems;
}

describe('citations of the design', () => {
  it('the design has an index and the pages the code cites', () => {
    for (const name of ['README.md', 'api.md', 'booking.md', 'console.md', 'money.md'])
      expect(designFile(name), name).not.toBeNull();
    expect(designFile('console.md')!.sections.has('7')).toBe(true);
    expect(designFile('booking.md')!.sections.has('4.3')).toBe(true);
  });

  it('finds a citation of the brief, a missing file, a missing anchor and a missing section', () => {
    const text = [
      `// see ${OLD} §4`,
      ' * (DESIGN',
      ' * §9)',
      'docs/design/nowhere.md §1',
      'docs/design/console.md#no-such-heading',
      'docs/design/console.md §7, §99',
      'docs/design/booking.md §4.3 and docs/design/console.md#7-the-schools-console are fine',
    ].join('\n');
    expect(problemsOf('apps/x.ts', text)).toEqual([
      `apps/x.ts:1: cites ${OLD}; cite docs/design/`,
      'apps/x.ts:2: cites DESIGN; cite docs/design/',
      'apps/x.ts:4: docs/design/nowhere.md does not exist',
      'apps/x.ts:5: docs/design/console.md has no heading #no-such-heading',
      'apps/x.ts:6: docs/design/console.md has no section §99',
    ]);
  });

  it('no file of the repository cites the brief or a part of docs/design that does not exist', () => {
    const problems = repoFiles().flatMap((file) =>
      problemsOf(file, readFileSync(path.join(root, file), 'utf8')),
    );
    expect(problems).toEqual([]);
  });
});
