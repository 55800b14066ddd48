/**
 * The layer rules of ARCHITECTURE.md, checked by `npm run lint` (docs/decisions/0011).
 * eslint-plugin-boundaries classifies every file as an element and says which elements may import
 * which; eslint-plugin-import-x refuses import cycles. A rule that no tool checks is soon a rule
 * nobody follows.
 */
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';

/**
 * Which server modules own (write, and read freely) the tables of each `db/schema/<file>.ts`.
 * Only a module's repository files may import a schema file, and only one its module owns.
 */
const tableOwners = {
  // The console's audit log (append-only); any module writes it through audit/service.ts.
  audit: ['audit'],
  auth: ['auth'],
  books: ['books'],
  catalog: ['catalog'],
  classroom: ['classroom'],
  // Lesson recordings are part of the classroom (docs/decisions/0020).
  recordings: ['classroom'],
  content: ['content'],
  credits: ['credits'],
  // Credits granted in the console and support's monthly counts (decision 0025).
  staffGrants: ['credits'],
  // The school's replies to families' messages and feedback (decision 0025).
  inbox: ['inbox'],
  exams: ['exams'],
  notifications: ['notifications'],
  // A lesson is made by booking (bookSlots, cancel) and lived by lessons; one aggregate.
  lessons: ['lessons', 'booking'],
  // Payments settle orders in the orders' tables (docs/decisions/0006).
  orders: ['orders', 'payments'],
  // Refunds go through the gateways as payments do (issue 15).
  refunds: ['payments'],
  // The daily reconciliation of the gateways' bills (docs/decisions/0028).
  reconciliation: ['payments'],
  outline: ['outline'],
  schedule: ['schedule'],
  // Staff members, their sessions and sign-in tickets (the console, docs/design/console.md §7).
  staff: ['staff'],
  teachers: ['teachers'],
  // The English of the school's texts (docs/decisions/0019).
  translations: ['i18n'],
  // Sessions live beside users; auth keeps them (sessionRepository.ts).
  users: ['users', 'auth'],
};

/**
 * Read-only joins into tables another module owns, as they stand today (0011 lists them as debt
 * to move behind the owner's service when each screen is next touched). A new entry needs a
 * decision record; writing into another module's tables is never allowed.
 */
const readJoins = {
  booking: ['schedule', 'teachers'],
  classroom: ['lessons', 'teachers', 'users'],
  // The content role's dashboard counts content rows and their English (decision 0026).
  consoleContent: ['books', 'content', 'exams', 'translations'],
  // One list of two owners' rows with the family and the reply (decision 0025).
  inbox: ['content', 'teachers', 'users'],
  lessons: ['teachers'],
  // Reminders read the lessons they remind of; the VAPID keys sit beside the classroom's secret.
  notifications: ['classroom', 'lessons', 'teachers', 'users'],
  orders: ['users'],
  schedule: ['lessons', 'teachers'],
  teacherDesk: ['classroom', 'lessons', 'teachers', 'users'],
  teachers: ['lessons', 'schedule', 'users'],
};

/**
 * Which modules' services each module may call. The map must stay acyclic (checked below), so
 * two modules never call each other's services; pure `rules.ts` files may be imported by any
 * module (they hold no state, and file cycles are refused by import-x/no-cycle).
 */
const moduleDeps = {
  account: [
    'auth',
    'booking',
    'classroom',
    'content',
    'credits',
    'exams',
    'inbox',
    'notifications',
    'teachers',
    'users',
  ],
  // Any module may record an audit row; the audit module calls nobody.
  audit: [],
  // Consent follows the legal versions the school published (content/brandService.ts).
  auth: ['content', 'users'],
  booking: ['books', 'credits', 'lessons', 'notifications'],
  books: ['outline'],
  catalog: [],
  classroom: ['books', 'credits', 'lessons'],
  content: ['books', 'teachers'],
  // The console's catalogue and texts (decision 0023): owns no tables, edits through the owners.
  consoleContent: ['audit', 'catalog', 'content', 'i18n', 'teachers'],
  // The console's lessons and dashboard (decision 0026): owns no tables, changes through owners.
  consoleLessons: [
    'audit',
    'booking',
    'classroom',
    'credits',
    'lessons',
    'notifications',
    'schedule',
    'teachers',
    'users',
  ],
  // The console's finance area (decision 0028): owns no tables, reads and resolves through payments.
  consoleFinance: ['audit', 'payments'],
  // The console's orders and refunds (issue 15): owns no tables; refunds are the payments module's.
  consoleOrders: ['audit', 'orders', 'payments'],
  // The console's brand and legal texts (decision 0029).
  consoleBrand: ['audit', 'auth', 'content', 'i18n'],
  // The console's teachers: owns no tables; profiles, logins, plans and slots through the owners.
  consoleTeachers: ['audit', 'auth', 'i18n', 'schedule', 'teachers', 'users'],
  // The console's families (decision 0025): owns no tables, works through the owners.
  consoleFamilies: ['account', 'audit', 'auth', 'credits', 'exams', 'lessons', 'orders', 'users'],
  // The console's picture books, textbooks, outline and exams: owns no tables either.
  consoleLearning: ['audit', 'books', 'exams', 'i18n', 'outline'],
  credits: [],
  exams: ['outline'],
  // A console change of the school's texts writes its English and its audit row together
  // (i18n/consoleChange.ts, shared by the console's content and learning editors).
  i18n: ['audit'],
  inbox: ['audit', 'notifications'],
  lessons: ['teachers'],
  notifications: [],
  orders: ['catalog'],
  outline: [],
  payments: ['catalog', 'credits', 'notifications', 'orders'],
  schedule: [],
  // Staff sign-in reuses the families' credential rules (auth/credentialService.ts).
  staff: ['audit', 'auth', 'users'],
  system: [],
  teacherDesk: ['classroom', 'notifications', 'schedule'],
  teachers: [],
  users: [],
};
assertAcyclic(moduleDeps);

function assertAcyclic(graph) {
  const state = {};
  const visit = (m, path) => {
    if (state[m] === 'done') return;
    if (state[m] === 'open') throw new Error(`module cycle: ${[...path, m].join(' -> ')}`);
    state[m] = 'open';
    for (const d of graph[m] ?? []) visit(d, [...path, m]);
    state[m] = 'done';
  };
  for (const m of Object.keys(graph)) visit(m, []);
}

const modules = [
  ...new Set([...Object.values(tableOwners).flat(), ...Object.keys(readJoins)]),
].sort();
const tablesOf = (m) => [
  ...Object.entries(tableOwners)
    .filter(([, owners]) => owners.includes(m))
    .map(([table]) => table),
  ...(readJoins[m] ?? []),
];

const webApps = '{web,console}';

const elements = [
  // The contract: its zod-free part (routes, error codes, helpers) and the zod part built on it.
  {
    type: 'contract-zodfree',
    mode: 'full',
    pattern: [
      'packages/contract/src/routes/**',
      'packages/contract/src/errors.ts',
      'packages/contract/src/helpers/**',
    ],
  },
  { type: 'contract', mode: 'full', pattern: 'packages/contract/src/**' },

  // The families' app and the console (apps/console, docs/design/console.md §7) follow the same layers.
  { type: 'web-lib', mode: 'full', pattern: `apps/${webApps}/src/lib/**`, capture: ['app'] },
  {
    type: 'web-feature',
    mode: 'full',
    pattern: `apps/${webApps}/src/features/*/**`,
    capture: ['app', 'feature'],
  },
  {
    type: 'web-component',
    mode: 'full',
    pattern: `apps/${webApps}/src/components/**`,
    capture: ['app'],
  },
  { type: 'web-page', mode: 'full', pattern: `apps/${webApps}/src/pages/**`, capture: ['app'] },
  {
    type: 'web-app',
    mode: 'full',
    pattern: [`apps/${webApps}/src/app/**`, `apps/${webApps}/src/main.tsx`],
    capture: ['app'],
  },
  { type: 'web-test', mode: 'full', pattern: `apps/${webApps}/src/test/**`, capture: ['app'] },

  // The server: a module's public face (service, named services, pure rules), its repositories
  // (the only files that touch tables), the rest of the module, and the schema files.
  {
    type: 'server-schema',
    mode: 'full',
    pattern: 'apps/server/src/db/schema/*.ts',
    capture: ['table'],
  },
  {
    type: 'server-repo',
    mode: 'full',
    pattern: 'apps/server/src/modules/*/{repository,*Repository,planEdit}.ts',
    capture: ['module'],
  },
  {
    type: 'server-service',
    mode: 'full',
    pattern: 'apps/server/src/modules/*/{service,*Service}.ts',
    capture: ['module'],
  },
  {
    type: 'server-rules',
    mode: 'full',
    pattern: 'apps/server/src/modules/*/rules.ts',
    capture: ['module'],
  },
  {
    type: 'server-module',
    mode: 'full',
    pattern: 'apps/server/src/modules/*/**',
    capture: ['module'],
  },
];

const web = ['web-lib', 'web-feature', 'web-component', 'web-page', 'web-app', 'web-test'];
const sameApp = (type) => [type, { app: '${from.app}' }];
const contract = ['contract', 'contract-zodfree'];
const serverModuleTypes = ['server-repo', 'server-service', 'server-rules', 'server-module'];

const rules = [
  // contract: zod-free part imports only itself; the rest imports the contract (and zod).
  { from: 'contract-zodfree', allow: ['contract-zodfree'] },
  { from: 'contract', allow: contract },

  // web: lib <- features <- pages <- app; components import lib only; features never each other.
  { from: 'web-lib', allow: [...contract, sameApp('web-lib')] },
  { from: 'web-component', allow: [...contract, sameApp('web-lib'), sameApp('web-component')] },
  {
    from: 'web-feature',
    allow: [
      ...contract,
      sameApp('web-lib'),
      sameApp('web-component'),
      ['web-feature', { app: '${from.app}', feature: '${from.feature}' }],
    ],
  },
  {
    from: 'web-page',
    allow: [...contract, ...['web-lib', 'web-component', 'web-feature', 'web-page'].map(sameApp)],
  },
  { from: 'web-app', allow: [...contract, ...web.filter((t) => t !== 'web-test').map(sameApp)] },
  { from: 'web-test', allow: [...contract, ...web.map(sameApp)] },

  // server: inside a module anything goes; another module only through its service (if the
  // module map allows it) or its pure rules.
  ...serverModuleTypes.map((type) => ({
    from: type,
    allow: [
      ...contract,
      ...serverModuleTypes.map((t) => [t, { module: '${from.module}' }]),
      'server-rules',
    ],
  })),
  ...Object.entries(moduleDeps).map(([m, deps]) => ({
    from: serverModuleTypes.map((t) => [t, { module: m }]),
    allow: deps.map((d) => ['server-service', { module: d }]),
  })),
  // A repository imports only the schema files of the tables its module owns (or reads, above).
  ...modules.map((m) => ({
    from: [['server-repo', { module: m }]],
    allow: tablesOf(m).map((table) => ['server-schema', { table }]),
  })),
  { from: 'server-schema', allow: ['server-schema', ...contract] },
];

/** Files of the server outside modules (app, http, db, providers, jobs, tests) are not checked. */
export default [
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
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
      'boundaries/element-types': ['error', { default: 'disallow', rules }],
    },
  },
  {
    // What the families' app downloads stays free of zod: the contract's schemas come in as
    // types only. The console (a desktop app) imports the endpoints: its forms validate with them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'zod',
                '@school/contract/api/*',
                '@school/contract/endpoint',
                '@school/contract/envelope',
              ],
              allowTypeImports: true,
              message:
                'Import the zod-free @school/contract/routes/* (and `import type` the endpoint): zod stays out of the app (docs/decisions/0011).',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract's zod-free part imports nothing outside itself (lint above), not even zod.
    files: ['packages/contract/src/{routes,helpers}/**/*.ts', 'packages/contract/src/errors.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^[^.]', message: 'The zod-free contract imports nothing.' }] },
      ],
    },
  },
];
