import type { FeedbackType } from '@school/contract/api/content';

/**
 * The demo school's last month, as a story (issue 24): five other families than the demo account
 * (13800000000) bought cards and packs with the sandbox and WeChat Pay, booked and took lessons,
 * reviewed their teachers and wrote to the school; the staff answered, refunded part of an order
 * and reassigned a lesson. `historyPlan.ts` dates it relative to the first start and works out the
 * credits; `history.ts` writes it. Times are [days before the first start's school day, school
 * time]; nothing happens on the first start's own day, so every instant is in the past.
 */

export type At = readonly [daysAgo: number, time: string];
export type StaffRoleKey = 'academic' | 'finance' | 'support';

export interface DemoFamily {
  phone: string;
  /** The child's name (English, as the demo account's Lucy). */
  name: string;
  sex: 1 | 2;
  birth: string;
  signedUp: At;
  /** The course level of the family's lessons (a pack's level when a pack pays for them). */
  level: number;
}

/** The families; their order is the reviewers' order of the teachers' reviews below. */
export const FAMILIES: DemoFamily[] = [
  {
    phone: '13600000001',
    name: 'Amy',
    sex: 2,
    birth: '2018-03-12',
    signedUp: [31, '19:52'],
    level: 1,
  },
  {
    phone: '13600000002',
    name: 'Ben',
    sex: 1,
    birth: '2017-09-30',
    signedUp: [29, '20:47'],
    level: 1,
  },
  {
    phone: '13600000003',
    name: 'Coco',
    sex: 2,
    birth: '2019-01-08',
    signedUp: [23, '19:31'],
    level: 1,
  },
  {
    phone: '13600000004',
    name: 'David',
    sex: 1,
    birth: '2016-11-21',
    signedUp: [16, '19:20'],
    level: 2,
  },
  {
    phone: '13600000005',
    name: 'Ella',
    sex: 2,
    birth: '2017-05-02',
    signedUp: [11, '09:18'],
    level: 2,
  },
];

export interface DemoOrder {
  family: number;
  /** The product's name in the demo catalogue (products.ts). */
  product: string;
  gateway: 'sandbox' | 'wechat';
  /** WeChat's kind of payment: in a phone browser, inside WeChat, or a QR code. */
  scene?: 'h5' | 'jsapi' | 'native';
  at: At;
  /** False: never paid, closed by the sweep after its 30 minutes. */
  paid: boolean;
}

/**
 * WeChat payments and the refund are older than the daily reconciliation's look-back (8 days),
 * so a server with WeChat Pay on (the browser tests' fake) has no bill of theirs to miss; the
 * sandbox's payment 3 days ago is reconciled against the sandbox's own books at the first start.
 */
// prettier-ignore
export const ORDERS: DemoOrder[] = [
  { family: 0, product: '20节次卡', gateway: 'sandbox', at: [30, '20:10'], paid: true },
  { family: 1, product: 'Level 1 启蒙课包', gateway: 'wechat', scene: 'h5', at: [28, '21:03'], paid: true },
  { family: 2, product: '10节次卡', gateway: 'sandbox', at: [22, '20:05'], paid: false },
  { family: 2, product: '20节次卡', gateway: 'wechat', scene: 'jsapi', at: [21, '12:28'], paid: true },
  { family: 3, product: '10节次卡', gateway: 'sandbox', at: [15, '19:43'], paid: true },
  { family: 4, product: 'Level 2 进阶课包', gateway: 'sandbox', at: [10, '09:37'], paid: true },
  { family: 0, product: '10节次卡', gateway: 'sandbox', at: [3, '21:08'], paid: true },
];

/** Finance refunded part of the course pack (order 1): 10 of its 24 credits went back with it. */
export const REFUND = {
  order: 1,
  at: [14, '15:20'] as At,
  amount: 120_000,
  reason: '孩子下月随父母出国，申请退还 10 节课时',
  staff: 'finance' as StaffRoleKey,
};

export interface DemoLesson {
  family: number;
  /** The teacher's place in the teacher list (teachers.ts TEACHERS). */
  teacher: number;
  at: At;
  /** finished with the teacher's report unless said otherwise. */
  outcome?: 'student_absent' | 'no_report';
  /** Cancelled by the family 24 hours or more ahead (the credit came back). */
  cancelled?: { at: At; reason: string };
  /** Booked with `from`; the academic gave it to `teacher` (the first teacher's slot closed). */
  reassigned?: { from: number; at: At; staff: StaffRoleKey };
}

/**
 * Lessons besides the reviewed ones below, never at 19:00 (the demo account's lessons' hour).
 * Teachers 0 and 1 (the demo account's) get no unreported lesson: their desks stay as they were.
 */
// prettier-ignore
export const LESSONS: DemoLesson[] = [
  { family: 0, teacher: 0, at: [28, '20:00'] },
  { family: 0, teacher: 0, at: [25, '20:00'] },
  { family: 0, teacher: 0, at: [21, '20:00'] },
  { family: 0, teacher: 0, at: [18, '20:00'], cancelled: { at: [20, '21:15'], reason: 'sick' } },
  { family: 0, teacher: 0, at: [14, '20:00'] },
  { family: 1, teacher: 4, at: [27, '18:00'] },
  { family: 1, teacher: 4, at: [24, '18:00'] },
  { family: 1, teacher: 4, at: [20, '18:00'] },
  { family: 1, teacher: 4, at: [17, '18:00'] },
  { family: 2, teacher: 9, at: [19, '20:00'] },
  { family: 2, teacher: 9, at: [16, '20:00'] },
  { family: 2, teacher: 4, at: [10, '18:00'], outcome: 'student_absent' },
  { family: 3, teacher: 3, at: [13, '17:30'] },
  { family: 3, teacher: 4, at: [6, '10:30'], reassigned: { from: 7, at: [7, '16:20'], staff: 'academic' } },
  // Its report is more than 24 hours late: the console's late reports list it.
  { family: 3, teacher: 3, at: [3, '17:30'], outcome: 'no_report' },
];

/**
 * The teachers' reviews (one per finished lesson, written an hour after it): teacher `ti` has
 * 2 + ti % 3 of them, the k-th by family (ti + k) % 5, (1 + 3k + ti % 3) days ago, in the
 * teacher's morning hours (MORNING[ti] + 30k minutes), with REVIEW_TEXTS[(ti + k) % 5].
 */
export const REVIEW_TEXTS: [number, string[], string][] = [
  [5, ['耐心', '鼓励孩子'], '老师非常有耐心，孩子很喜欢上她的课！'],
  [5, ['有趣', '互动多'], 'Lots of games, my son laughed the whole lesson.'],
  [4, ['发音标准'], '发音很标准，课堂节奏可以再慢一点。'],
  [5, ['准时', '耐心'], '准时开课，课后反馈很详细。'],
  [4, ['互动多'], '孩子开口多了，继续加油。'],
];
/** Where each teacher's first block of the day starts (teachers.ts TEACHERS' blocks). */
export const MORNING = [
  '09:00',
  '10:00',
  '09:00',
  '08:00',
  '09:00',
  '13:00',
  '09:30',
  '10:00',
  '09:00',
  '11:00',
];

export interface DemoMessage {
  family: number;
  kind: 'message' | 'feedback';
  /** A message's teacher (its place in the teacher list). */
  teacher?: number;
  type?: FeedbackType;
  content: string;
  at: At;
  /** When the teacher read a message. */
  read?: At;
  reply?: { staff: StaffRoleKey; text: string; at: At };
}

// prettier-ignore
export const MESSAGES: DemoMessage[] = [
  {
    family: 0, kind: 'message', teacher: 0, at: [24, '20:41'], read: [25, '08:50'],
    content: 'Emily 老师您好，Amy 最近在学字母歌，下节课可以多练习一下字母发音吗？谢谢！',
    reply: { staff: 'academic', at: [25, '09:12'], text: '您好，已转告 Emily 老师，下节课会重点练习字母发音，课后报告里也会写上练习方法。' },
  },
  {
    family: 1, kind: 'feedback', type: 'order', at: [15, '10:12'],
    content: '孩子下个月随父母出国，课包还剩 20 节，想退还一部分，请问怎么办理？',
    reply: { staff: 'support', at: [15, '11:03'], text: '您好，已为您提交部分退款申请：退还 10 节课时，财务会在 1 个工作日内处理，款项原路退回微信。' },
  },
  {
    family: 4, kind: 'feedback', type: 'bug', at: [6, '21:02'],
    content: '上课时偶尔听不到老师的声音，退出教室重新进入后才好。',
    reply: { staff: 'support', at: [5, '10:20'], text: '您好，感谢反馈！请在浏览器设置里允许麦克风和声音，并使用最新版浏览器；如再遇到，可在课上点右上角的“重新连接”。' },
  },
  {
    family: 2, kind: 'feedback', type: 'course', at: [2, '22:15'],
    content: '希望晚上 8 点以后能多一些老师的时段，孩子放学后作业比较多。',
  },
  {
    family: 3, kind: 'message', teacher: 3, at: [1, '21:30'],
    content: 'Oliver 老师，David 这周六要参加学校活动，想把周六的课换到周日，可以吗？',
  },
];

/** A report's words by course level; each lesson takes the next (historyPlan.ts). */
// prettier-ignore
export const REPORT_BANK: Record<number, { comment: string; homework: string; words: string[]; sentences: string[] }[]> = {
  1: [
    { comment: 'Great energy today! We sang the alphabet song and traced A to F.', homework: 'Sing the alphabet song with a parent.', words: ['apple', 'ball', 'cat', 'dog'], sentences: ['A is for apple.', 'I see a cat.'] },
    { comment: 'Clear sounds for b and d. Keep practising the difference.', homework: 'Find three things at home that start with b.', words: ['bag', 'bed', 'desk', 'door'], sentences: ['This is my bag.', 'Open the door.'] },
    { comment: 'Very good listening. Counting to ten is easy now!', homework: 'Count your toys in English.', words: ['one', 'two', 'three', 'ten'], sentences: ['I have two pencils.', 'How many cats?'] },
    { comment: 'Colours are fun! A bit shy at first, then brave and loud.', homework: 'Draw a rainbow and name each colour.', words: ['red', 'blue', 'green', 'yellow'], sentences: ['It is blue.', 'I like red.'] },
  ],
  2: [
    { comment: 'Good full sentences about the family. Watch the "th" sound.', homework: 'Tell a parent about your family in three sentences.', words: ['brother', 'sister', 'mother', 'father'], sentences: ['This is my brother.', 'She is my sister.'] },
    { comment: 'Nice reading of the picture book; answered every question.', homework: 'Read the book again and draw your favourite page.', words: ['school', 'teacher', 'friend', 'classroom'], sentences: ['I go to school.', 'My friend is kind.'] },
    { comment: 'Used "can" and "can\'t" correctly. Super effort!', homework: 'Write three things you can do.', words: ['swim', 'jump', 'run', 'fly'], sentences: ['I can swim.', 'I can\'t fly.'] },
  ],
};
