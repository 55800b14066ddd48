import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../client.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { schedulePlans } from '../schema/schedule.ts';
import { teacherTagLinks, teacherTags, teachers } from '../schema/teachers.ts';

/**
 * Demo teachers: tags, profiles with generated avatars and weekly plans. Their reviews come with
 * the demo families' lessons (history.ts).
 */

const TAGS: [string, 'style' | 'focus'][] = [
  ['耐心', 'style'],
  ['活泼', 'style'],
  ['幽默', 'style'],
  ['严谨', 'style'],
  ['发音', 'focus'],
  ['口语', 'focus'],
  ['语法', 'focus'],
  ['自然拼读', 'focus'],
  ['词汇', 'focus'],
  ['阅读', 'focus'],
  ['少儿启蒙', 'focus'],
];

export interface DemoTeacher {
  name: string;
  nationality: string;
  sex: 1 | 2;
  tags: string[];
  years: number;
  hobby: string;
  /** Weekdays (0 = Sunday) and two blocks a day, school time. */
  days: number[];
  blocks: [string, number][];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];

// prettier-ignore
/** Drawn portraits and short intro clips (scripts/demo-media: `generate.ts teachers`). */
export const teacherPhoto = (i: number) => `/static/demo/teachers/${i + 1}.svg`;
export const teacherVideo = (i: number) => `/static/demo/teachers/${i + 1}.mp4`;

export const TEACHERS: DemoTeacher[] = [
  {
    name: 'Emily Carter',
    nationality: '美国',
    sex: 2,
    tags: ['耐心', '自然拼读', '发音'],
    years: 8,
    hobby: 'baking cookies',
    days: EVERY_DAY,
    blocks: [
      ['09:00', 180],
      ['18:00', 180],
    ],
  },
  {
    name: 'James Wilson',
    nationality: '英国',
    sex: 1,
    tags: ['幽默', '语法', '口语'],
    years: 6,
    hobby: 'football',
    days: EVERY_DAY,
    blocks: [
      ['10:00', 120],
      ['19:00', 120],
    ],
  },
  {
    name: 'Sophie Martin',
    nationality: '加拿大',
    sex: 2,
    tags: ['活泼', '口语', '少儿启蒙'],
    years: 5,
    hobby: 'ice skating',
    days: [0, 1, 3, 5, 6],
    blocks: [
      ['09:00', 180],
      ['18:00', 180],
    ],
  },
  {
    name: 'Oliver Brown',
    nationality: '澳大利亚',
    sex: 1,
    tags: ['耐心', '词汇'],
    years: 10,
    hobby: 'surfing',
    days: EVERY_DAY,
    blocks: [
      ['08:00', 120],
      ['17:00', 180],
    ],
  },
  {
    name: 'Grace Santos',
    nationality: '菲律宾',
    sex: 2,
    tags: ['耐心', '发音', '少儿启蒙'],
    years: 7,
    hobby: 'singing',
    days: EVERY_DAY,
    blocks: [
      ['09:00', 240],
      ['18:00', 180],
    ],
  },
  {
    name: 'Daniel Reyes',
    nationality: '菲律宾',
    sex: 1,
    tags: ['活泼', '语法'],
    years: 4,
    hobby: 'drawing comics',
    days: WEEKDAYS,
    blocks: [
      ['13:00', 180],
      ['19:00', 150],
    ],
  },
  {
    name: 'Hannah Lee',
    nationality: '美国',
    sex: 2,
    tags: ['自然拼读', '口语', '阅读'],
    years: 9,
    hobby: 'reading picture books',
    days: [0, 2, 4, 6],
    blocks: [
      ['09:30', 150],
      ['18:30', 150],
    ],
  },
  {
    name: 'Thomas Clarke',
    nationality: '英国',
    sex: 1,
    tags: ['严谨', '发音', '阅读'],
    years: 12,
    hobby: 'chess',
    days: EVERY_DAY,
    blocks: [
      ['10:00', 180],
      ['18:00', 120],
    ],
  },
  {
    name: 'Lily Evans',
    nationality: '加拿大',
    sex: 2,
    tags: ['活泼', '词汇', '阅读'],
    years: 3,
    hobby: 'gardening',
    days: [0, 6, 1, 3],
    blocks: [
      ['09:00', 180],
      ['19:00', 120],
    ],
  },
  {
    name: 'Ryan Murphy',
    nationality: '澳大利亚',
    sex: 1,
    tags: ['幽默', '口语'],
    years: 5,
    hobby: 'camping',
    days: EVERY_DAY,
    blocks: [
      ['11:00', 120],
      ['20:00', 60],
    ],
  },
];

/** The intro is the teacher's own English: tag names in English too. */
const TAG_EN: Record<string, string> = {
  耐心: 'patience',
  活泼: 'lively games',
  幽默: 'humour',
  严谨: 'care',
  发音: 'pronunciation',
  口语: 'speaking',
  语法: 'grammar',
  自然拼读: 'phonics',
  词汇: 'vocabulary',
  阅读: 'reading',
  少儿启蒙: 'first steps',
};

const intro = (t: DemoTeacher) =>
  sanitizeRichText(`<p>Hello! I am <strong>${t.name}</strong> from ${t.nationality === '美国' ? 'the USA' : t.nationality === '英国' ? 'the UK' : t.nationality === '加拿大' ? 'Canada' : t.nationality === '澳大利亚' ? 'Australia' : 'the Philippines'}.</p>
<p>I have taught English to children for ${t.years} years. My lessons are full of songs, games and stories, so every child speaks from the very first minute.</p>
<ul><li>TEFL certified</li><li>Loves ${t.hobby}</li><li>Focus: ${t.tags.map((x) => TAG_EN[x] ?? x).join(' / ')}</li></ul>`);

/** Sets the teachers' denormalised rating and finished-lesson counts from the rows. */
export async function recountTeacherStats(db: Db) {
  await db.execute(sql`
    update teachers t set
      rating_sum = coalesce((select sum(stars) from teacher_reviews r where r.teacher_id = t.id), 0),
      review_count = (select count(*) from teacher_reviews r where r.teacher_id = t.id),
      finished_lessons = (select count(*) from lessons l where l.teacher_id = t.id and l.status = 'finished')`);
}

export async function loadDemoTeachers(ctx: AppContext) {
  const [existing] = await ctx.db.select({ n: count() }).from(teachers);
  if ((existing?.n ?? 0) > 0) return;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const tags = await tx
      .insert(teacherTags)
      .values(TAGS.map(([name, group], sort) => ({ name, group, sort })))
      .returning();
    const tagId = new Map(tags.map((t) => [t.name, t.id]));
    const rows = await tx
      .insert(teachers)
      .values(
        TEACHERS.map((t, i) => ({
          name: t.name,
          avatar: teacherPhoto(i),
          videoUrl: teacherVideo(i),
          nationality: t.nationality,
          sex: t.sex,
          intro: intro(t),
          sort: i,
          // They joined before the month of lessons the demo families had (history.ts).
          createdAt: new Date(now.getTime() - 90 * 24 * 3600_000),
        })),
      )
      .returning({ id: teachers.id });
    const ids = rows.map((r) => r.id);
    await tx
      .insert(teacherTagLinks)
      .values(
        TEACHERS.flatMap((t, i) =>
          t.tags.map((name) => ({ teacherId: ids[i]!, tagId: tagId.get(name)! })),
        ),
      );
    await tx.insert(schedulePlans).values(
      TEACHERS.flatMap((t, i) =>
        t.days.flatMap((weekday) =>
          t.blocks.map(([start, durationMinutes]) => ({
            teacherId: ids[i]!,
            weekday,
            start,
            durationMinutes,
          })),
        ),
      ),
    );
  });
}
