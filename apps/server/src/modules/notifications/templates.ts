import type { NotificationEvent } from '@school/contract/api/notifications';
import { formatInZone } from '@school/contract/helpers/time';

/**
 * The texts of each event, in Chinese and English, from a row's parameters. In-app messages are
 * rendered when read (in the reader's language), SMS and push when sent. An SMS provider with
 * approved templates (Aliyun) gets `smsParams` instead of the text.
 */

export type Role = 'family' | 'teacher';
export type Lang = 'zh' | 'en';
export type Params = Record<string, string | number>;

export interface Rendered {
  title: string;
  body: string;
  link: string | null;
}

const str = (p: Params, k: string) => String(p[k] ?? '');
const yuan = (fen: unknown) => (Number(fen) / 100).toFixed(2);

/** A lesson's time as the school's clock shows it ("2026-11-24 19:00"). */
const when = (p: Params, tz: string) => {
  const at = str(p, 'startAt');
  return at ? formatInZone(new Date(at), tz) : '';
};

const lessonLink = (p: Params) =>
  p.role === 'teacher'
    ? `/pages/teacherdesk/lesson?id=${str(p, 'lessonId')}`
    : `/pages/course/details?id=${str(p, 'lessonId')}`;

/** With whom: the teacher for a family, the student for a teacher. */
const other = (p: Params, lang: Lang) =>
  p.role === 'teacher'
    ? lang === 'zh'
      ? `学生 ${str(p, 'studentName') || '（已注销）'}`
      : `student ${str(p, 'studentName') || '(account deleted)'}`
    : lang === 'zh'
      ? `${str(p, 'teacherName')} 老师`
      : `teacher ${str(p, 'teacherName')}`;

type Texts = (p: Params, tz: string) => Record<Lang, [string, string]>;

const TEXTS: Record<NotificationEvent, { texts: Texts; link: (p: Params) => string | null }> = {
  lesson_reminder_24h: {
    texts: (p, tz) => ({
      zh: ['上课提醒', `${when(p, tz)} 与${other(p, 'zh')}有课，记得准时进入教室。`],
      en: [
        'Lesson reminder',
        `You have a lesson with ${other(p, 'en')} at ${when(p, tz)}: be in the classroom on time.`,
      ],
    }),
    link: lessonLink,
  },
  lesson_reminder_15m: {
    texts: (p, tz) => ({
      zh: ['15 分钟后上课', `${when(p, tz)} 与${other(p, 'zh')}的课程即将开始，请准备进入教室。`],
      en: [
        'Lesson in 15 minutes',
        `Your lesson with ${other(p, 'en')} starts at ${when(p, tz)}: get ready to enter the classroom.`,
      ],
    }),
    link: lessonLink,
  },
  booking_confirmed: {
    texts: (p, tz) => ({
      zh:
        p.role === 'teacher'
          ? ['新的预约', `${other(p, 'zh')}预约了 ${when(p, tz)} 的课程。`]
          : ['预约成功', `已预约 ${when(p, tz)} 与${other(p, 'zh')}的课程。`],
      en:
        p.role === 'teacher'
          ? ['New booking', `${other(p, 'en')} booked the lesson at ${when(p, tz)}.`]
          : [
              'Booking confirmed',
              `Your lesson with ${other(p, 'en')} at ${when(p, tz)} is booked.`,
            ],
    }),
    link: lessonLink,
  },
  lesson_cancelled: {
    // `bySchool`: the school cancelled it in the console (the family's credit came back).
    texts: (p, tz) =>
      p.bySchool
        ? {
            zh: [
              '学校取消了课程',
              `${when(p, tz)} 与${other(p, 'zh')}的课程已由学校取消${p.role === 'family' ? '，课时已退回' : ''}。`,
            ],
            en: [
              'Lesson cancelled by the school',
              `The school cancelled the lesson with ${other(p, 'en')} at ${when(p, tz)}${p.role === 'family' ? '; the credit is back' : ''}.`,
            ],
          }
        : {
            zh: ['课程已取消', `${when(p, tz)} 与${other(p, 'zh')}的课程已取消。`],
            en: [
              'Lesson cancelled',
              `The lesson with ${other(p, 'en')} at ${when(p, tz)} is cancelled.`,
            ],
          },
    link: lessonLink,
  },
  lesson_reassigned: {
    // To the family: the new teacher. To the new teacher: a lesson given to them. To the teacher
    // it was taken from (`away`): it went to someone else.
    texts: (p, tz) =>
      p.role !== 'teacher'
        ? {
            zh: ['课程已更换老师', `${when(p, tz)} 的课程改由${other(p, 'zh')}授课。`],
            en: [
              'New teacher for a lesson',
              `The lesson at ${when(p, tz)} is now with ${other(p, 'en')}.`,
            ],
          }
        : p.away
          ? {
              zh: ['课程已调给其他老师', `${when(p, tz)} 与${other(p, 'zh')}的课程已由学校改派。`],
              en: [
                'Lesson given to another teacher',
                `The school gave the lesson with ${other(p, 'en')} at ${when(p, tz)} to another teacher.`,
              ],
            }
          : {
              zh: ['新安排的课程', `学校安排您 ${when(p, tz)} 给${other(p, 'zh')}上课。`],
              en: [
                'A lesson for you',
                `The school gave you the lesson with ${other(p, 'en')} at ${when(p, tz)}.`,
              ],
            },
    link: (p) => (p.away ? null : lessonLink(p)),
  },
  report_ready: {
    texts: (p, tz) => ({
      zh: ['课程报告已生成', `${str(p, 'teacherName')} 老师写好了 ${when(p, tz)} 课程的报告。`],
      en: [
        'Lesson report ready',
        `Teacher ${str(p, 'teacherName')} wrote the report of the lesson at ${when(p, tz)}.`,
      ],
    }),
    link: (p) => `/pages/course/record?lessonId=${str(p, 'lessonId')}`,
  },
  credits_expiring: {
    texts: (p, tz) => ({
      zh: [
        '课时即将过期',
        `「${str(p, 'name')}」还有 ${str(p, 'remaining')} 节课时，将于 ${when({ startAt: str(p, 'expiresAt') }, tz)} 过期。`,
      ],
      en: [
        'Credits expire soon',
        `${str(p, 'remaining')} credits of “${str(p, 'name')}” expire at ${when({ startAt: str(p, 'expiresAt') }, tz)}.`,
      ],
    }),
    link: () => '/pages/mine/myclassnum',
  },
  order_paid: {
    texts: (p) => ({
      zh: ['支付成功', `订单 ${str(p, 'orderNo')}（${str(p, 'name')}）已支付 ¥${yuan(p.amount)}。`],
      en: [
        'Payment received',
        `Order ${str(p, 'orderNo')} (${str(p, 'name')}) is paid: ¥${yuan(p.amount)}.`,
      ],
    }),
    link: (p) => `/pages/mine/orderDetail?id=${str(p, 'orderId')}`,
  },
  refund_made: {
    texts: (p) => ({
      zh: ['退款已处理', `订单 ${str(p, 'orderNo')} 已退款 ¥${yuan(p.amount)}。`],
      en: ['Refund made', `¥${yuan(p.amount)} of order ${str(p, 'orderNo')} was refunded.`],
    }),
    link: (p) => `/pages/mine/orderDetail?id=${str(p, 'orderId')}`,
  },
  school_reply: {
    texts: (p) => ({
      zh: ['学校回复了您的留言', str(p, 'preview')],
      en: ['A reply from the school', str(p, 'preview')],
    }),
    link: (p) => (p.link ? str(p, 'link') : null),
  },
};

export function render(event: NotificationEvent, params: Params, lang: Lang, tz: string): Rendered {
  const t = TEXTS[event];
  const [title, body] = t.texts(params, tz)[lang];
  return { title, body, link: t.link(params) };
}

/** The variables of an approved SMS template (Aliyun: `${time}`, `${name}`...). All strings. */
export function smsParams(event: NotificationEvent, params: Params, tz: string) {
  const out: Record<string, string> = {};
  if (params.startAt) out.time = when(params, tz);
  if (event === 'credits_expiring') {
    out.time = when({ startAt: str(params, 'expiresAt') }, tz);
    out.count = str(params, 'remaining');
  }
  if (params.role === 'teacher') out.name = str(params, 'studentName');
  else if (params.teacherName) out.name = str(params, 'teacherName');
  if (params.orderNo) out.order = str(params, 'orderNo');
  if (params.amount !== undefined) out.amount = yuan(params.amount);
  return out;
}
