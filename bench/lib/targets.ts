/**
 * What the bench measures and the budget of each figure. Later issues add endpoints and pages here;
 * nothing else needs to change.
 */

export type DatabaseKind = 'pglite' | 'postgres';

export interface Endpoint {
  /** Label in the table. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** JSON body for POST. */
  body?: unknown;
  /**
   * Sends `Authorization: Bearer <token>` of the demo user logged in by SMS code; `'staff'`: of
   * the demo academic signed in to the console (`benchStaff`).
   */
  auth?: boolean | 'staff';
  /** Budget: p99 at most this many ms (printed beside the bare route's p99). */
  maxP99Ms?: number;
  /** Measured on these databases only (default: every one). */
  databases?: DatabaseKind[];
  /** Budget: at least this many requests per second, per database. */
  minRps?: Partial<Record<DatabaseKind, number>>;
  /**
   * Budget: at least this share of the bare route's req/s (same run): one figure for every
   * database, or one per database.
   */
  minRatio?: number | Partial<Record<DatabaseKind, number>>;
  /** Measured on a server started with these settings added (its own server, after the rest). */
  serverEnv?: Record<string, string>;
}

export const endpoints: Endpoint[] = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health' },
  {
    name: 'GET clientUsers/view',
    method: 'GET',
    path: '/api/lc_basic_service/clientUsers/view',
    auth: true,
    // Issue 26: a session read from the session cache, one small answer through its schema.
    minRatio: { pglite: 0.4, postgres: 0.3 },
  },
  // Issue #17: served from the per-copy public cache (anonymous), and built on it signed in.
  // Issue 26: the anonymous read is a buffer lookup, at least 0.6x the bare route.
  {
    name: 'GET teacher/list',
    method: 'GET',
    path: '/api/lc_course_service/teacher/list',
    minRatio: 0.6,
  },
  {
    name: 'GET teacher/list, signed in, favourites first',
    method: 'GET',
    path: '/api/lc_course_service/teacher/list?favouritesFirst=true',
    auth: true,
    minRatio: 0.1,
  },
  // The same call with the session cache off: every request reads its login from the database,
  // as the first call of a login does (decision 0009). For information; the budget is above.
  {
    name: 'GET clientUsers/view, session cache off',
    method: 'GET',
    path: '/api/lc_basic_service/clientUsers/view',
    auth: true,
    serverEnv: { SESSION_CACHE_SECONDS: '0' },
  },
  // Issue #13: the console's lessons list (docs/design/scale.md §11: console lists p99 <= 300 ms), a day of
  // every teacher and a teacher's month, as the academic opens them.
  {
    name: 'GET console lessons/list, today',
    method: 'GET',
    path: '/api/lc_admin_service/lessons/list?page=1&pageSize=20',
    auth: 'staff',
    maxP99Ms: 300,
    databases: ['postgres'],
  },
  {
    name: 'GET console lessons/list, late reports',
    method: 'GET',
    path: '/api/lc_admin_service/lessons/lateReports?page=1&pageSize=20',
    auth: 'staff',
    maxP99Ms: 300,
    databases: ['postgres'],
  },
  // The families list searched by part of a phone, and the orders list, as staff open them.
  {
    name: 'GET console families/list, phone search',
    method: 'GET',
    path: '/api/lc_admin_service/families/list?page=1&pageSize=20&keyword=1380',
    auth: 'staff',
    maxP99Ms: 300,
    databases: ['postgres'],
  },
  {
    name: 'GET console orders/list',
    method: 'GET',
    path: '/api/lc_admin_service/orders/list?page=1&pageSize=20',
    auth: 'staff',
    maxP99Ms: 300,
    databases: ['postgres'],
  },
];

/** The console's demo academic (README), who opens the console's lists in the bench. */
export const benchStaff = { phone: '13700000002', password: 'Console123!' };

/**
 * `BENCH_API_ONLY=<text>` measures only the API endpoints whose name contains it (one block at
 * a time on a busy machine, e.g. `BENCH_API_ONLY=console`); the bare route is measured always.
 */
export const wantedEndpoint = (e: Endpoint) =>
  !process.env.BENCH_API_ONLY || e.name.includes(process.env.BENCH_API_ONLY);

export interface Page {
  /** Label in the table. */
  name: string;
  /** Path on the real server, e.g. `/#/` (the hash router's login route). */
  path: string;
  /** Budget: Lighthouse mobile performance score at least this (0..1). */
  minScore?: number;
  /** Budget: LCP at most this multiple of the static page's LCP. */
  maxLcpRatio?: number;
  /** Budget: JavaScript loaded while the page renders, gzip kB (1 kB = 1000 bytes). */
  maxInitialJsKb?: number;
  /**
   * A page behind the login: the bench logs the demo user in by SMS code and puts the token in
   * the app's local storage (`dataStore`, as the app keeps it after a login) before Lighthouse
   * loads the page.
   */
  loggedIn?: boolean;
}

export const pages: Page[] = [
  { name: 'login', path: '/#/', minScore: 0.95, maxLcpRatio: 1.3, maxInitialJsKb: 120 },
  // Issue #5: the home tab of a signed-in family.
  { name: 'home', path: '/#/pages/home/index', loggedIn: true, minScore: 0.95, maxLcpRatio: 1.3 },
];

/**
 * Issue #5: the largest JavaScript chunk loaded lazily (any chunk of the build that index.html
 * does not load), gzip kB. pdf.js (the PDF viewer's library and worker) is excepted.
 */
export const lazyChunks = {
  maxKb: 60,
  /** Chunks made from these sources do not count. */
  excepted: [/node_modules\/pdfjs-dist\//],
};

/** The demo user the bench logs in as (any phone works with the SMS outbox). */
export const benchPhone = '13800000000';

export const load = {
  connections: 50,
  pipelining: 1,
  warmupSeconds: 2,
  durationSeconds: 8,
};

export const lighthouseRuns = 3;
/** Issue 26: spawn -> /api/health 200, on a fresh DATA_DIR and again on the same one. */
export const coldStartBudgetSeconds = { first: 2, second: 1.5 };

/** Issue #3: bookings per second on PostgreSQL, and one slot raced by every family. */
export const booking = {
  clients: 100,
  minBookingsPerSecond: 800,
  /** Stop booking after this long even if slots remain. */
  maxSeconds: 10,
  /** Length of the baseline (an authenticated read by the same clients), seconds. */
  baselineSeconds: 3,
};

/**
 * Issue 31: the classroom through a TURN relay (bench/lib/classroom.ts). Join: from the later
 * person's 进入教室 to both remote videos playing; reconnection: from the relay's return after a
 * drop of `dropSeconds` to both playing again. "Playing": `frames` new frames decoded.
 */
export const classroom = {
  maxJoinSeconds: 2,
  maxReconnectSeconds: 3,
  dropSeconds: 5,
  frames: 3,
  /** coturn's relay ports (BENCH_TURN_RELAY_PORTS=min-max), apart from the browser test's. */
  relayPorts: (process.env.BENCH_TURN_RELAY_PORTS ?? '49260-49300').split('-').map(Number) as [
    number,
    number,
  ],
};
