// Bundles the server (and the contract it imports) into dist/main.js and its chunks; npm packages
// stay external.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const here = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@school/'));

await rm(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outdir: path.join(here, 'dist'),
  // main.js opens the database while it imports app.ts, a chunk of its own. Chunks stay beside
  // main.js: code that moves into one still finds dist/ as import.meta.dirname.
  splitting: true,
  chunkNames: '[name]-[hash]',
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

// An initialised, migrated PGlite data folder: a first start copies it instead of running initdb
// (seconds in WebAssembly). It holds no rows; demo data is loaded at start, relative to "now".
// The copy is most of a first start, so the folder is kept small (41 MB and 1,230 files before,
// about 16 MB and 630 files now): write-ahead log segments of 1 MB instead of 16 MB (old ones are
// removed, not recycled, while the template is made), and without the template0 and template1
// databases, which only CREATE DATABASE reads and the app never runs.
const { PGlite } = await import('@electric-sql/pglite');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const template = path.join(here, 'dist/pgdata-template');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const pglite = new PGlite(template, {
  // As db/client.ts `pgliteExtensions`: the migrations create pg_trgm.
  extensions: { pg_trgm },
  initDbStartParams: ['--wal-segsize=1'],
  startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off', '-c', 'min_wal_size=2MB'],
});
await migrate(drizzle(pglite), { migrationsFolder: path.join(here, 'dist/migrations') });
for (const name of ['template0', 'template1']) {
  await pglite.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
  await pglite.exec(`DROP DATABASE ${name}`);
}
await pglite.exec('CHECKPOINT');
await pglite.close();
console.log('server built: apps/server/dist/main.js (+ migrated PGlite template)');
