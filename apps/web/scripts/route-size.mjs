// Prints the gzip size of the JavaScript the login route loads: index.html's entry script with
// its static imports, plus the lazily loaded login page with its static imports. Run after
// `vite build`: `node apps/web/scripts/route-size.mjs [--json]`. Budget: 120 KB gzip.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const BUDGET_KB = 120;

function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const loginKey = Object.keys(manifest).find((k) => k.endsWith('src/pages/login/LoginPage.tsx'));
if (!entryKey || !loginKey) throw new Error('entry or login page missing from the manifest');

const files = closure(loginKey, closure(entryKey));
const rows = [...files].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
});
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const totalKb = Math.round((total / 1024) * 10) / 10;

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({ files: rows, gzipBytes: total, gzipKB: totalKb, budgetKB: BUDGET_KB }),
  );
} else {
  for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${r.file}`);
  }
  console.log(
    `${totalKb.toFixed(1).padStart(7)} KB gzip  login route initial JS (budget ${BUDGET_KB} KB)`,
  );
}
