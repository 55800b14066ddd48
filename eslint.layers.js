/**
 * The server's layers as data: who owns which tables, which modules may read another's tables,
 * which modules' services each module (and each part of the server outside the modules) may call.
 * `eslint.boundaries.js` turns these into lint rules; `apps/server/test/sqlOwnership.test.ts`
 * checks the SQL written as text against the same tables (docs/decisions/0011).
 */

/**
 * Which server modules own (write, and read freely) the tables of each `db/schema/<file>.ts`.
 * Only a module's repository files may import a schema file, and only one its module owns.
 */
export const tableOwners = {
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
export const readJoins = {
  // The booking statement gives each new lesson the school's first textbook as its courseware,
  // in the same statement that spends the credits (books/service.ts defaultCoursewareUrl).
  booking: ['books', 'schedule', 'teachers'],
  classroom: ['lessons', 'teachers', 'users'],
  // The content role's dashboard counts content rows and their English (decision 0026).
  consoleContent: ['books', 'content', 'exams', 'translations'],
  // One list of two owners' rows with the family and the reply (decision 0025).
  inbox: ['content', 'teachers', 'users'],
  lessons: ['teachers'],
  // Reminders read the lessons they remind of and the credit grants about to expire; the VAPID
  // keys sit beside the classroom's secret.
  notifications: ['classroom', 'credits', 'lessons', 'teachers', 'users'],
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
export const moduleDeps = {
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

/**
 * The parts of the server outside `modules/` and the modules' services each may call. The
 * request path authenticates each kind of caller and puts the school's texts in the caller's
 * language; the job list starts each module's jobs; the demo and scale data are loaded through
 * the owners where an owner has a rule to keep (the books' default courseware).
 */
/**
 * The schema files the providers may use: the sandbox gateway (a stand-in for a bank, for demos
 * and tests) keeps its trades and refunds in tables beside the orders' (docs/decisions/0006).
 */
export const providerTables = ['orders', 'refunds'];

export const outsideDeps = {
  http: ['auth', 'i18n', 'staff', 'teachers'],
  jobs: ['classroom', 'credits', 'notifications', 'payments', 'schedule'],
  seed: [
    'auth',
    'books',
    'catalog',
    'content',
    'credits',
    'exams',
    'i18n',
    'inbox',
    'orders',
    'outline',
    'payments',
  ],
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
