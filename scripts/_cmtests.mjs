import { register } from 'tsx/esm/api';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
register();
const root = '/work/main';
const api = path.join(root, 'packages/contract/src/api');
const prefixes = await import(pathToFileURL(path.join(root, 'packages/contract/src/rules/prefixes.ts')).href);
const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => e.name === 'node_modules' ? [] : e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]);
const byPath = new Map(); // path -> [module, name]
for (const f of walk(api).filter((f) => f.endsWith('.ts'))) {
  const mod = await import(pathToFileURL(f).href);
  const m = path.relative(api, f).replace(/\.ts$/, '');
  for (const [name, v] of Object.entries(mod)) {
    if (v && typeof v === 'object' && 'method' in v && 'path' in v && 'input' in v) {
      if (!byPath.has(v.path)) byPath.set(v.path, [m, name]);
    }
  }
}
const alias = (m) => m.split('/').map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('') + 'Api';
const targets = process.argv.slice(2);
const files = targets.flatMap((t) => walk(path.join(root, t))).filter((f) => /\.(test\.tsx?|ts|tsx)$/.test(f) && (/\.test\.tsx?$/.test(f) || /\/src\/test\//.test(f) || /\/e2e\/(tests|support)\//.test(f)));
let total = 0;
for (const f of files) {
  let s = fs.readFileSync(f, 'utf8');
  const used = new Map();
  let n = 0;
  // `${PREFIX}/rest` or '/api/...' literals, whole string only
  s = s.replace(/`\$\{(BASIC|COURSE|SHOP|TEACHER|ADMIN)\}(\/[^`$]*)`|'(\/api\/[^'?]*)'|`(\/api\/[^`$?]*)`/g, (all, pre, rest, lit1, lit2) => {
    const p = pre ? prefixes[pre] + rest : (lit1 ?? lit2);
    const hit = byPath.get(p);
    if (!hit) return all;
    const a = alias(hit[0]);
    used.set(a, hit[0]);
    n++;
    return `${a}.${hit[1]}.path`;
  });
  if (!n) continue;
  total += n;
  const imports = [...used].filter(([a]) => !new RegExp(`import \\* as ${a} from`).test(s)).map(([a, m]) => `import * as ${a} from '@school/contract/api/${m}';\n`).join('');
  const idx = s.search(/^import /m);
  s = s.slice(0, idx) + imports + s.slice(idx);
  // drop prefix imports no longer used
  s = s.replace(/import \{ ([^}]+) \} from '@school\/contract\/rules\/prefixes';\n/, (all, names) => {
    const body = s.replace(all, '');
    const keep = names.split(',').map((x) => x.trim()).filter((x) => new RegExp(`\\b${x}\\b`).test(body));
    return keep.length ? `import { ${keep.join(', ')} } from '@school/contract/rules/prefixes';\n` : '';
  });
  fs.writeFileSync(f, s);
  console.log(n, path.relative(root, f));
}
console.log('total', total);
