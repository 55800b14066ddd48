/**
 * The calls of the scale bench (issue #17): what families open most, and the console's lists.
 * A call is built once per school size from a few facts of the seeded school (a teacher, today).
 */

const BASIC = '/api/lc_basic_service';
const COURSE = '/api/lc_course_service';
const ADMIN = '/api/lc_admin_service';

export interface SchoolFacts {
  /** A seeded teacher (active, with a year of slots). */
  teacherId: number;
  /** Today in the school's zone, YYYY-MM-DD, and dates around it. */
  today: string;
  day: (offset: number) => string;
}

export interface ScaleCall {
  name: string;
  kind: 'family' | 'console';
  path: (f: SchoolFacts) => string;
  /** Signed in as a seeded family (tokens rotate over the seeded families). */
  auth?: boolean;
  /** A console list: read by a staff member of this role (one whose role may read it). */
  role?: 'academic' | 'finance' | 'support';
}

export const familyCalls: ScaleCall[] = [
  // Home's six calls (apps/web/src/pages/home/HomePage.tsx).
  { name: 'home: adv/list', kind: 'family', path: () => `${BASIC}/adv/list?position=home` },
  { name: 'home: aboutUss/view', kind: 'family', path: () => `${COURSE}/aboutUss/view` },
  {
    name: 'home: notice/list',
    kind: 'family',
    path: () => `${COURSE}/notice/list?page=1&pageSize=1`,
  },
  {
    name: 'home: clientUsers/view',
    kind: 'family',
    auth: true,
    path: () => `${BASIC}/clientUsers/view`,
  },
  {
    name: 'home: courseCourse/viewcoming',
    kind: 'family',
    auth: true,
    path: () => `${COURSE}/courseCourse/viewcoming`,
  },
  {
    name: 'home: teacher/list (4)',
    kind: 'family',
    auth: true,
    path: () => `${COURSE}/teacher/list?page=1&pageSize=4`,
  },
  {
    name: 'teacher/list, anonymous',
    kind: 'family',
    path: () => `${COURSE}/teacher/list?page=1&pageSize=10`,
  },
  {
    name: 'teacher/list, signed in (favourites, preference)',
    kind: 'family',
    auth: true,
    path: () => `${COURSE}/teacher/list?page=1&pageSize=10&favouritesFirst=true`,
  },
  {
    name: 'teacher/list, free on a day',
    kind: 'family',
    path: (f) => `${COURSE}/teacher/list?page=1&pageSize=10&freeDate=${f.day(13)}`,
  },
  {
    name: "a teacher's schedule (teacherSchedule/list)",
    kind: 'family',
    auth: true,
    path: (f) =>
      `${COURSE}/teacherSchedule/list?teacherId=${f.teacherId}&from=${f.today}&to=${f.day(6)}`,
  },
  {
    name: 'timetable (courseCourse/list, two weeks)',
    kind: 'family',
    auth: true,
    path: (f) =>
      `${COURSE}/courseCourse/list?scope=all&from=${f.day(-7)}&to=${f.day(7)}&pageSize=100`,
  },
  {
    name: 'lesson history (courseCourse/list)',
    kind: 'family',
    auth: true,
    path: () => `${COURSE}/courseCourse/list?scope=history&page=1&pageSize=10`,
  },
  {
    name: 'ledger (studentConsumptionLogs/list)',
    kind: 'family',
    auth: true,
    path: () => `${COURSE}/studentConsumptionLogs/list?page=1&pageSize=10`,
  },
  {
    name: 'order/list',
    kind: 'family',
    auth: true,
    path: () => `${COURSE}/order/list?page=1&pageSize=10`,
  },
  {
    name: 'exam history (questionExamResult/list)',
    kind: 'family',
    auth: true,
    path: () => `${COURSE}/questionExamResult/list?page=1&pageSize=10`,
  },
];

/**
 * The console's lists with filters (docs/design/console.md §7), measured once the console is on main. The
 * paths follow its contract; a list that answers 404 is reported "not measured".
 */
export const consoleCalls: ScaleCall[] = [
  {
    name: 'console: families, search by phone',
    kind: 'console',
    role: 'support',
    // Family 1234's phone is 15009784391 (db/scale/statements.ts): its first 7 digits, as staff
    // type a number read out to them.
    path: () => `${ADMIN}/families/list?page=1&pageSize=20&keyword=1500978`,
  },
  {
    name: 'console: lessons of a day and teacher',
    kind: 'console',
    role: 'academic',
    path: (f) =>
      `${ADMIN}/lessons/list?page=1&pageSize=20&from=${f.today}&to=${f.today}&teacherId=${f.teacherId}`,
  },
  {
    name: 'console: paid orders',
    kind: 'console',
    path: () => `${ADMIN}/orders/list?page=1&pageSize=20&status=paid`,
  },
  {
    name: 'console: orders, all, newest first',
    kind: 'console',
    path: () => `${ADMIN}/orders/list?page=1&pageSize=20`,
  },
  {
    name: "console: orders of a family by its phone's last digits",
    kind: 'console',
    // ... and its last 7 digits.
    path: () => `${ADMIN}/orders/list?page=1&pageSize=20&phone=9784391`,
  },
  {
    name: 'console: orders of a week by amount',
    kind: 'console',
    path: (f) =>
      `${ADMIN}/orders/list?page=1&pageSize=20&from=${f.day(-7)}&to=${f.today}&sort=amount&order=descend`,
  },
];

export const scaleBudgets = {
  /** p99 at the top size over p99 at the base size, family calls. */
  maxGrowth: 1.5,
  /** p99 at the top size on PostgreSQL, ms. */
  familyP99Ms: 50,
  consoleP99Ms: 300,
};

export const scaleDefaults = {
  /** Families at 1x: CI's 2 cores seed it in seconds. */
  base: 2_000,
  factors: [1, 10, 100],
  seed: 1,
  /** Measured seconds per call and size (after a 1 s warm-up). */
  seconds: 5,
  /**
   * Concurrent connections: enough to keep the server busy, few enough that p99 shows what a call
   * costs rather than the queue in front of two cores.
   */
  connections: 10,
};
