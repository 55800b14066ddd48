// Bundles the server (and the contract it imports) into dist/main.js; npm packages stay external.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@school/'));

await rm(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
  // import.meta.dirname is dist/ after bundling; paths below are resolved from there.
  define: {},
});
// Migrations are read at start; ship them beside the bundle.
await cp(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), {
  recursive: true,
});
console.log('server built: apps/server/dist/main.js');
