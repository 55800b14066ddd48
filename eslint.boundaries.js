/**
 * The layer rules of ARCHITECTURE.md, checked by `npm run lint` (docs/decisions/0011).
 * eslint-plugin-boundaries classifies every file as an element and says which elements may import
 * which; eslint-plugin-import-x refuses import cycles. A rule that no tool checks is soon a rule
 * nobody follows. The data (table owners, read joins, module dependencies) is in eslint.layers.js.
 */
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import {
  moduleDeps,
  outsideDeps,
  providerTables,
  readJoins,
  tableOwners,
} from './eslint.layers.js';

const modules = [
  ...new Set([...Object.values(tableOwners).flat(), ...Object.keys(readJoins)]),
].sort();
const tablesOf = (m) => [
  ...Object.entries(tableOwners)
    .filter(([, owners]) => owners.includes(m))
    .map(([table]) => table),
  ...(readJoins[m] ?? []),
];

const server = 'apps/server/src';

/**
 * Elements are folders (the apps' layers, the contract, the server's areas and each server
 * module), matched on the whole path, most specific first. Files inside them get a category
 * (`boundaries/files`, the first match only): a module's repositories, services and pure rules,
 * the schema files, the contract's zod-free part and the server's root files.
 */
const folder = (type, pattern, capture) => ({
  type,
  pattern,
  partialMatch: false,
  ...(capture ? { capture } : {}),
});
const elements = [
  folder('contract', 'packages/contract/src'),
  // The families' app and the console (docs/design/console.md §7) follow the same layers.
  folder('web-lib', 'apps/{web,console}/src/lib', ['app']),
  folder('web-feature', 'apps/{web,console}/src/features/*', ['app', 'feature']),
  folder('web-component', 'apps/{web,console}/src/components', ['app']),
  folder('web-page', 'apps/{web,console}/src/pages', ['app']),
  folder('web-test', 'apps/{web,console}/src/test', ['app']),
  // The server's modules, then its areas from the bottom up: the schema; the demo and scale
  // data; the database client and the bus between copies; plain helpers; the gateways and other
  // providers; the request path. The rest of apps/server/src is its root (below).
  folder('server-module', `${server}/modules/*`, ['module']),
  folder('server-schema', `${server}/db/schema`),
  folder('server-seed', `${server}/db/{demo,scale}`),
  folder('server-db', `${server}/{db,cluster}`),
  folder('server-lib', `${server}/lib`),
  folder('server-provider', `${server}/providers`),
  folder('server-http', `${server}/http`),
  // Images and style sheets any layer of an app may import.
  folder('web-asset', 'apps/{web,console}/src/{assets,styles}', ['app']),
  // The app shell: main.tsx, the service worker and app/ (routes, providers).
  folder('web-app', 'apps/{web,console}/src', ['app']),
  folder('server-root', server),
];

const files = [
  { category: 'zodfree', pattern: 'packages/contract/src/{rules/**,errors.ts,helpers/**}' },
  { category: 'zod', pattern: 'packages/contract/src/**' },
  { category: 'repo', pattern: `${server}/modules/*/{repository,*Repository,planEdit}.ts` },
  { category: 'service', pattern: `${server}/modules/*/{service,*Service}.ts` },
  { category: 'rules', pattern: `${server}/modules/*/rules.ts` },
  { category: 'schema', pattern: `${server}/db/schema/*.ts`, capture: ['table'] },
  // Any other file of a module (its routes, its named parts).
  { category: 'module', pattern: `${server}/modules/*/**/*` },
  // The server's root: plain settings and helpers, the context's type, the job list.
  { category: 'settings', pattern: `${server}/{clock,config,trustProxy}.ts` },
  { category: 'context', pattern: `${server}/context.ts` },
  { category: 'jobs', pattern: `${server}/{jobs,jobRunner}.ts` },
  // Everything else at the root wires the app (app.ts, main.ts, observability, backup, scripts).
  { category: 'composition', pattern: [`${server}/*.ts`, `${server}/modules/index.ts`] },
  { category: 'composition', pattern: `${server}/{observability,backup,scripts}/**` },
];

/** An entity: an element of `type` (with captured values), optionally of a file `category`. */
const el = (type, captured, category) => ({
  element: captured ? { type, captured } : { type },
  ...(category ? { file: { categories: category } } : {}),
});
const of = (category, captured) => ({
  file: captured ? { categories: category, captured } : { categories: category },
});
/** A policy: files of `from` may import files of any of `to`. */
const may = (from, to) => ({ from, allow: to.map((t) => ({ to: t })) });

const fromApp = { app: '{{from.element.captured.app}}' };
const sameApp = (type) => el(type, fromApp);
const contract = [el('contract')];
/** Every layer of an app may import its images and style sheets. */
const webBase = [...contract, el('web-asset', { app: '{{from.element.captured.app}}' })];
const root = (category) => el('server-root', undefined, category);
/** What every server file may import: the contract, plain helpers, the context's type. */
const serverBase = [...contract, el('server-lib'), root('settings'), root('context')];
const moduleFile = (m, category) => el('server-module', { module: m }, category);
/** The schema file of `table` (db/schema/<table>.ts). */
const schemaOf = (table) => ({
  element: { type: 'server-schema' },
  file: { categories: 'schema', captured: { table } },
});
/** Any file of a module but its repositories (what the request path and the seeds may use). */
const notRepo = (m) => ({
  element: { type: 'server-module', captured: { module: m } },
  file: { categories: ['service', 'rules', 'module'] },
});

const policies = [
  // contract: its zod-free part (rules, error codes, helpers) imports only itself; the rest
  // imports the contract (and zod).
  may(of('zodfree'), [of('zodfree')]),
  may(of('zod'), contract),

  // web: lib <- features <- pages <- app; components import lib only; features never each other.
  may(el('web-lib'), [...webBase, sameApp('web-lib')]),
  may(el('web-component'), [...webBase, sameApp('web-lib'), sameApp('web-component')]),
  may(el('web-feature'), [
    ...webBase,
    sameApp('web-lib'),
    sameApp('web-component'),
    el('web-feature', { ...fromApp, feature: '{{from.element.captured.feature}}' }),
  ]),
  may(el('web-page'), [
    ...webBase,
    ...['web-lib', 'web-component', 'web-feature', 'web-page'].map(sameApp),
  ]),
  may(el('web-app'), [
    ...webBase,
    ...['web-lib', 'web-component', 'web-feature', 'web-page', 'web-app'].map(sameApp),
  ]),
  may(el('web-test'), [
    ...webBase,
    ...['web-lib', 'web-component', 'web-feature', 'web-page', 'web-app', 'web-test'].map(sameApp),
  ]),

  // server modules: inside a module anything goes; another module only through its service (if
  // the module map allows it) or its pure rules; the request path, the database client, the bus,
  // the providers and the job runner below them.
  may(el('server-module'), [
    ...serverBase,
    el('server-module', { module: '{{from.element.captured.module}}' }),
    el('server-module', undefined, 'rules'),
    el('server-http'),
    el('server-db'),
    el('server-provider'),
    root('jobs'),
  ]),
  ...Object.entries(moduleDeps).map(([m, deps]) =>
    may(
      el('server-module', { module: m }),
      deps.map((d) => moduleFile(d, 'service')),
    ),
  ),
  // A repository imports only the schema files of the tables its module owns (or reads, above).
  ...modules.map((m) => may(moduleFile(m, 'repo'), tablesOf(m).map(schemaOf))),
  may(el('server-schema'), [el('server-schema'), ...contract]),

  // The server outside its modules.
  may(el('server-lib'), [...contract, el('server-lib'), root('settings')]),
  may(root('settings'), [...contract, el('server-lib'), root('settings')]),
  // The context's type names every service the app wires; it is what each layer is handed.
  may(root('context'), [{ element: { type: '*' } }]),
  may(root('composition'), [{ element: { type: '*' } }]),
  may(el('server-db'), [...serverBase, el('server-db'), el('server-schema')]),
  may(el('server-provider'), [
    ...serverBase,
    el('server-provider'),
    el('server-db'),
    el('server-module', undefined, 'rules'),
    ...providerTables.map(schemaOf),
  ]),
  may(el('server-http'), [
    ...serverBase,
    el('server-http'),
    el('server-db'),
    el('server-module', undefined, 'rules'),
    ...outsideDeps.http.map(notRepo),
  ]),
  may(root('jobs'), [...serverBase, root('jobs'), ...outsideDeps.jobs.map(notRepo)]),
  may(el('server-seed'), [
    ...serverBase,
    el('server-seed'),
    el('server-db'),
    el('server-schema'),
    // The demo's payments carry what the gateways would have sent (providers' pure helpers).
    el('server-provider'),
    el('server-module', undefined, 'rules'),
    ...outsideDeps.seed.map(notRepo),
  ]),
];

export default [
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/files-single-match': true,
      'boundaries/include': ['apps/*/src/**/*', 'packages/contract/src/**/*'],
      'import/resolver': {
        typescript: { project: ['apps/*/tsconfig.json', 'packages/contract/tsconfig.json'] },
      },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/contract/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // A lazily loaded chunk may import its loader (toast, the PostgreSQL bus): not a cycle at load.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // Tests and test helpers set up data in any table and reach any layer; cycles still count.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/*/src/test/**',
      'apps/server/src/modules/*/{testing,testFixture,testImages}.ts',
    ],
    rules: {
      // Files of one element are checked too: the contract's zod-free part is inside the contract.
      'boundaries/dependencies': ['error', { default: 'disallow', checkInternals: true, policies }],
    },
  },
  {
    // What the families' app downloads stays free of zod: it imports the contract's endpoint
    // declarations (api/*), whose build keeps only their routes (apps/web/build/contractRoutes.ts,
    // decision 0036), and never zod itself, the envelope schemas or the endpoint() builder. The
    // console (a desktop app) imports the endpoints whole: its forms validate with them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '@school/contract/endpoint', '@school/contract/envelope'],
              allowTypeImports: true,
              message:
                'The app imports endpoints from @school/contract/api/* (its build keeps their routes) and zod-free rules from @school/contract/rules/*; zod, the envelope and endpoint() only as types (docs/decisions/0036).',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract's zod-free part imports nothing outside itself (lint above), not even zod.
    files: ['packages/contract/src/{rules,helpers}/**/*.ts', 'packages/contract/src/errors.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'The zod-free contract imports nothing.' }] },
      ],
    },
  },
];
