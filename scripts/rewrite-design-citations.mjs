#!/usr/bin/env node
/**
 * Rewrites citations of the project brief's DESIGN.md (never part of this repository) into
 * citations of `docs/design/`: `DESIGN.md §7` -> `docs/design/console.md §7`,
 * `DESIGN §4, §9` -> `docs/design/<area>.md §4.N, docs/design/school-texts.md §9`.
 *
 * §4 (the business rules) is split by area. A §4 citation that names its subsection
 * (`DESIGN.md §4 "Lesson credits"`) goes to that file; one that does not is placed by the citing
 * file's path, then by the words of its line, and otherwise points at the index
 * (`docs/design/README.md §4`).
 *
 * Idempotent: a second run finds nothing to change. Applied migrations are left as they are.
 * Usage: `node scripts/rewrite-design-citations.mjs [--check]` (--check: list, change nothing,
 * exit 1 when something would change). Checked by apps/server/test/design-citations.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Files that name the old DESIGN.md on purpose, and files that must not change. */
export const EXEMPT = [
  'scripts/rewrite-design-citations.mjs',
  'apps/server/test/design-citations.test.ts',
  'docs/design/README.md',
];
export const EXEMPT_DIRS = ['apps/server/src/db/migrations/', 'node_modules/', 'dist/'];
export const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|md|json|css|html|yml|yaml|sh|sql|txt)$/;

/** Every section but §4: one file each. */
const SECTION_FILES = {
  1: 'overview.md',
  2: 'overview.md',
  3: 'api.md',
  5: 'overview.md',
  6: 'api.md',
  7: 'console.md',
  8: 'money.md',
  9: 'school-texts.md',
  10: 'after-class.md',
  11: 'scale.md',
  12: 'first-lesson.md',
  13: 'teachers-pay.md',
  14: 'running.md',
};

/** §4's areas: file and subsection. */
const AREAS = {
  accounts: ['accounts.md', '4.1'],
  credits: ['credits.md', '4.2'],
  booking: ['booking.md', '4.3'],
  afterLesson: ['after-lesson.md', '4.4'],
  mall: ['mall.md', '4.5'],
  assessment: ['assessment.md', '4.6'],
  content: ['content.md', '4.7'],
};

/** The subsection titles of the old §4, as citations quoted them. */
const TITLES = {
  'login and accounts': 'accounts',
  'the profile': 'accounts',
  'lesson credits': 'credits',
  'schedules and booking': 'booking',
  'after the lesson': 'afterLesson',
  'mall, orders and payment': 'mall',
  assessment: 'assessment',
  'picture books and content': 'content',
};

/** Where a bare §4 citation belongs, by the citing file's path (first match wins). */
const PATH_AREAS = [
  [
    /(^|\/)(auth|account|users)\/|\/account\.spec|legalTexts|contract\/src\/api\/basic\.ts/,
    'accounts',
  ],
  [/(^|\/)credits\/|credits\.ts$|courseLevels?\.ts$|levels\.test/, 'credits'],
  [
    /(^|\/)(booking|schedule|lessons|classroom)\/|helpers\/time(Slots)?\.ts$|routes\/booking\.ts$/,
    'booking',
  ],
  [/(^|\/)teacherDesk\/|contract\/src\/api\/teachers\.ts$/, 'afterLesson'],
  [/(^|\/)(orders|payments)\/|api\/mall\.ts$/, 'mall'],
  [/exams|Question|consoleLearning|console-learning/, 'assessment'],
  [/(^|\/)books(\/|\.ts$)|api\/content\.ts$|RichText/, 'content'],
];

/** Then by the words of the citing line. */
const WORD_AREAS = [
  [/\b(sms|password|phone|delet|erase|erasure|profile|avatar|agreement)/i, 'accounts'],
  [/\b(credit|ledger|grant)/i, 'credits'],
  [/\b(book(ing|s a|ed)|slot|attendance|cancel|classroom|lesson)/i, 'booking'],
  [/\b(report|review)/i, 'afterLesson'],
  [/\b(order|pay|mall|product)/i, 'mall'],
  [/\b(exam|question|quiz|test)/i, 'assessment'],
  [/(picture book|banner|rich text|notice|绘本)/i, 'content'],
];

function areaOf(path, line) {
  for (const [re, area] of PATH_AREAS) if (re.test(path)) return area;
  for (const [re, area] of WORD_AREAS) if (re.test(line)) return area;
  return null;
}

const SECTION = String.raw`§\d+(?:\.\d+)?`;
/** One cited section, with the quoted subsection title or a short aside that may follow it. */
const ITEM = String.raw`${SECTION}(?:\s+"[^"\n]+")?(?:\s+\([^)\n]{1,60}\))?`;
/** Between two sections of one citation: `, `, ` and `, ` providers and `. */
const SEP = String.raw`(?:\s+[a-z]+)?(?:,\s*|\s+and\s+)`;
/**
 * `DESIGN.md` or `DESIGN`, then its sections (the first may follow a comment's line break), as in
 * `DESIGN.md §4 "Lesson credits"`, `DESIGN §4, §9`, `DESIGN.md §2 providers and §4`; or
 * `DESIGN.md` alone.
 */
const CITATION = new RegExp(
  String.raw`\bDESIGN(?:\.md)?(?![\w.-])(?:(\s+(?:\*\s+|\/\/\s*)?)(${ITEM}(?:${SEP}${ITEM})*))?`,
  'g',
);
const SECTION_TOKEN = /§(\d+(?:\.\d+)?)(\s+"([^"\n]+)")?/g;

/** The file and section of the design that an old section number (and title) now is. */
function target(n, title, path, line) {
  if (n === '4' || n.startsWith('4.')) {
    const byTitle = title ? TITLES[title.trim().toLowerCase()] : undefined;
    const area = byTitle ?? areaOf(path, line);
    const [file, sec] = area ? AREAS[area] : ['README.md', '4'];
    return { file, sec, titleUsed: Boolean(byTitle) };
  }
  return { file: SECTION_FILES[n.split('.')[0]] ?? 'README.md', sec: n, titleUsed: false };
}

/** The citation that replaces one match, given the citing file and the line it is on. */
export function rewriteCitation(match, gap, sections, path, line) {
  if (!sections) return match.startsWith('DESIGN.md') ? 'docs/design' : match;
  let lastFile = null;
  const body = sections.replace(SECTION_TOKEN, (_token, n, quoted, title) => {
    const t = target(n, title, path, line);
    const keep = quoted && !t.titleUsed ? quoted : '';
    // The first section's file goes before the gap (below); a later one names its file when
    // it differs from the one before.
    const cite =
      lastFile === null || t.file === lastFile ? `§${t.sec}` : `docs/design/${t.file} §${t.sec}`;
    lastFile = t.file;
    return cite + keep;
  });
  const [, n, , title] = sections.match(/^§(\d+(?:\.\d+)?)(\s+"([^"\n]+)")?/);
  const first = target(n, title, path, line);
  return `docs/design/${first.file}${gap}${body}`;
}

export function rewriteText(text, path) {
  return text.replace(CITATION, (match, gap = '', sections, index) => {
    const from = text.lastIndexOf('\n', index) + 1;
    const to = text.indexOf('\n', index);
    const line = text.slice(from, to === -1 ? undefined : to);
    return rewriteCitation(match, gap, sections, path, line);
  });
}

export function filesToCheck(cwd = root) {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter((f) => f && TEXT_FILE.test(f))
    .filter((f) => !EXEMPT_DIRS.some((d) => f.startsWith(d) || f.includes(`/${d}`)));
}

function main() {
  const check = process.argv.includes('--check');
  let changed = 0;
  for (const file of filesToCheck()) {
    if (EXEMPT.includes(file)) continue;
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    if (!text.includes('DESIGN')) continue;
    const next = rewriteText(text, file);
    if (next === text) continue;
    changed++;
    console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
    if (!check) writeFileSync(join(root, file), next);
  }
  console.log(`${changed} file(s) ${check ? 'to rewrite' : 'rewritten'}`);
  if (check && changed > 0) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
