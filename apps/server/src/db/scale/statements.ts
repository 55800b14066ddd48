import {
  DAYS,
  DAYS_BACK,
  LESSONS_ON_FIRST_GRANT,
  LESSONS_PER_FAMILY as LPF,
  SESSION_FAMILIES,
  SLOTS_PER_DAY,
  type ScalePlan,
} from './plan.ts';
import { historySteps } from './history.ts';

/**
 * The seeding SQL: every row is made inside PostgreSQL from generate_series, set-based, with ids
 * computed from the family and lesson numbers (no row crosses the network, no join to find an
 * id). Every "random" choice is `hashint8extended(key, seed)`: the same seed and start day give
 * the same school. `b.*` are the highest ids before seeding (the demo school's rows stay).
 */
export interface Bases {
  user: number;
  teacher: number;
  slot: number;
  lesson: number;
  grant: number;
  order: number;
  /** The 20-lesson card every family bought (its id, price, snapshot fields). */
  cardId: number;
}

export interface Step {
  name: string;
  sql: string;
}

const FIRST_F = ['Emma', 'Olivia', 'Ava', 'Mia', 'Grace', 'Chloe', 'Lucy', 'Amelia', 'Ella', 'Zoe'];
const FIRST_M = ['Liam', 'Noah', 'Jack', 'Leo', 'Henry', 'Owen', 'Lucas', 'Ethan', 'Mason', 'Max'];
const LAST = [
  'Smith',
  'Jones',
  'Brown',
  'Taylor',
  'Walker',
  'White',
  'Green',
  'Hall',
  'Wood',
  'King',
];
const NATIONS = ['美国', '英国', '加拿大', '澳大利亚', '菲律宾'];
const CHILD = [
  'Tom',
  'Amy',
  'Ben',
  'Lily',
  'Sam',
  'Anna',
  'Tim',
  'Kate',
  'Dan',
  'Rose',
  'Max',
  'Ivy',
];

/** What the steps share: the seeded choice of a number. */
export interface SqlKit {
  rnd: (key: string, salt: number, mod: number) => string;
}

const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

export function scaleSteps(p: ScalePlan, b: Bases, today: string, timeZone: string): Step[] {
  const { families: N, teachers: T, perTeacher: P, slotOffset: O, seed } = p;
  /** A number in [0, mod) chosen by `key` and the seed; `salt` separates the uses of one key. */
  const rnd = (key: string, salt: number, mod: number) =>
    `(abs(hashint8extended((${key})::bigint * 64 + ${salt}, ${seed})) % ${mod})`;
  // Lesson (f, j): teacher t = f % T, its slot s = O + j * P + f / T (day s / 16, slot s % 16).
  const lessonRows = `
    select f, j, f % ${T} as t, ${O} + j * ${P} + f / ${T} as s,
      ${b.lesson} + f * ${LPF} + j + 1 as id
    from generate_series(0, ${N - 1}) f, generate_series(0, ${LPF - 1}) j`;
  const slotId = (t: string, s: string) =>
    `(${b.slot} + (${t}::bigint * ${DAYS} + (${s}) / ${SLOTS_PER_DAY}) * ${SLOTS_PER_DAY} + (${s}) % ${SLOTS_PER_DAY} + 1)`;
  const grantOf = (f: string, j: string) =>
    `(${b.grant} + ${f} * 2 + (case when ${j} < ${LESSONS_ON_FIRST_GRANT} then 0 else 1 end) + 1)`;
  const h = rnd('id', 1, 100);
  const kit: SqlKit = { rnd };
  return [
    {
      name: 'helpers',
      sql: `
      create function pg_temp.slot_at(t int, s int) returns timestamptz language sql immutable as $$
        select ((date '${today}' + (s / ${SLOTS_PER_DAY} - ${DAYS_BACK}))
          + make_interval(hours => 8 + t % 5, mins => (s % ${SLOTS_PER_DAY}) * 30))
          at time zone '${timeZone}' $$`,
    },
    {
      name: 'users (families)',
      sql: `
      insert into users (id, phone, name, username, sex, birth, role, status, created_at, updated_at)
      -- Phones are not in the order families joined (a real school's are not): family f's is
      -- 15 + a 9-digit permutation of f (7919 is prime to 10^9, so no two families share one).
      select ${b.user} + f + 1, '15' || lpad(((f::bigint * 7919 + 12345) % 1000000000)::text, 9, '0'),
        (${arr(CHILD)})[1 + ${rnd('f', 1, CHILD.length)}], 'Parent ' || f, 1 + f % 2,
        (2014 + ${rnd('f', 2, 7)})::text || '-0' || (1 + ${rnd('f', 3, 9)}) || '-1' || ${rnd('f', 4, 9)},
        'student', 'active', pg_temp.slot_at(f % ${T}, ${O} + f / ${T}) - interval '30 days',
        pg_temp.slot_at(f % ${T}, ${O} + f / ${T}) - interval '30 days'
      from generate_series(0, ${N - 1}) f`,
    },
    {
      name: 'sessions (the bench signs in with these)',
      sql: `
      insert into sessions (user_id, token_hash, created_at, last_used_at)
      select ${b.user} + f + 1,
        encode(sha256(convert_to('scale-${seed}-' || f, 'UTF8')), 'hex'), now(), now()
      from generate_series(0, ${Math.min(N, SESSION_FAMILIES) - 1}) f`,
    },
    {
      name: 'teachers',
      sql: `
      insert into teachers (id, name, avatar, nationality, sex, intro, status, sort, created_at)
      select ${b.teacher} + t + 1,
        case when t % 2 = 0 then (${arr(FIRST_F)})[1 + (t / 2) % 10]
          else (${arr(FIRST_M)})[1 + (t / 2) % 10] end
          || ' ' || (${arr(LAST)})[1 + (t / 20) % 10] || case when t >= 200 then ' ' || (t / 200 + 1)::text else '' end,
        '/static/demo/teachers/' || (1 + t % 10) || '.svg',
        (${arr(NATIONS)})[1 + ${rnd('t', 1, NATIONS.length)}], 2 - t % 2,
        '<p>Certified teacher of English for children.</p>',
        case when ${rnd('t', 2, 50)} = 0 then 'paused' else 'active' end, 0,
        now() - interval '400 days'
      from generate_series(0, ${T - 1}) t`,
    },
    {
      name: 'teacher tags',
      sql: `
      insert into teacher_tag_links (teacher_id, tag_id)
      select ${b.teacher} + t + 1, tags[1 + (t + i * 3) % cardinality(tags)]
      from generate_series(0, ${T - 1}) t, generate_series(0, 2) i,
        (select array_agg(id order by id) as tags from teacher_tags) x
      on conflict do nothing`,
    },
    {
      name: 'weekly plans',
      sql: `
      insert into schedule_plans (teacher_id, weekday, start, duration_minutes)
      select ${b.teacher} + t + 1, w, lpad((8 + t % 5)::text, 2, '0') || ':00', ${SLOTS_PER_DAY * 30}
      from generate_series(0, ${T - 1}) t, generate_series(0, 6) w`,
    },
    {
      name: 'slots (a year per teacher)',
      sql: `
      insert into teacher_slots (id, teacher_id, start_at, status, created_at)
      select ${slotId('t', 's')}, ${b.teacher} + t + 1, pg_temp.slot_at(t, s), 'open', now()
      from generate_series(0, ${T - 1}) t, generate_series(0, ${DAYS * SLOTS_PER_DAY - 1}) s`,
    },
    {
      name: 'lessons',
      sql: `
      insert into lessons (id, slot_id, teacher_id, student_id, start_at, end_at, status, title,
        grant_id, cancel_reason, cancelled_at, credit_returned, created_at, updated_at)
      select id, ${slotId('t', 's')}, ${b.teacher} + t + 1, ${b.user} + f + 1, st,
        st + interval '30 minutes', status, 'Level ' || (1 + j / 9) || ' Lesson ' || (j + 1),
        ${grantOf('f', 'j')},
        case when status like 'cancelled%' then '时间冲突' end,
        case when status = 'cancelled_by_student' and h < 6 then least(now(), st - interval '2 days')
             when status = 'cancelled_by_student' then st - interval '3 hours'
             when status = 'cancelled_by_teacher' then st - interval '1 day' end,
        case when status = 'cancelled_by_student' then h < 6
             when status = 'cancelled_by_teacher' then true end,
        st - interval '5 days', least(now(), st + interval '30 minutes')
      from (
        -- offset 0 keeps each level from being inlined into the next, so the start and the
        -- hash are computed once a row rather than once per use.
        select l.*, case when st > now() then
                 case when h < 6 then 'cancelled_by_student' else 'booked' end
               when st + interval '30 minutes' > now() then 'in_class'
               when h < 8 then 'cancelled_by_student'
               when h < 9 then 'cancelled_by_teacher'
               when h < 12 then 'student_absent'
               when h < 13 then 'teacher_absent'
               else 'finished' end as status
        from (select r.*, pg_temp.slot_at(t, s) as st, ${h} as h
              from (${lessonRows}) r offset 0) l offset 0) x`,
    },
    ...historySteps(p, b, kit),
  ];
}

/** The tables seeded in bulk: their secondary indexes are dropped first and built again after. */
export const bulkTables = [
  'users',
  'sessions',
  'teacher_slots',
  'lessons',
  'orders',
  'order_bills',
  'payments',
  'credit_grants',
  'credit_ledger',
  'lesson_reports',
  'teacher_reviews',
  'exam_results',
  'teacher_collections',
  'surveys',
];
