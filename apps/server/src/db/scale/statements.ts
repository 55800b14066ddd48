import {
  DAYS,
  DAYS_BACK,
  LESSONS_ON_FIRST_GRANT,
  LESSONS_PER_FAMILY as LPF,
  SESSION_FAMILIES,
  SLOTS_PER_DAY,
  type ScalePlan,
} from './plan.ts';

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
      select ${b.user} + f + 1, '15' || lpad(f::text, 9, '0'),
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
        case when ${rnd('t', 2, 50)} = 0 then 'hidden' else 'active' end, 0,
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
    {
      name: 'orders (two paid cards a family, a closed one for every third)',
      sql: `
      insert into orders (id, order_no, user_id, product_id, product_snapshot, quantity, unit_price,
        amount, status, created_at, expires_at, paid_at, gateway, closed_at, updated_at)
      select ${b.order} + f * 3 + g + 1, 'SC${seed}-' || (${b.order} + f * 3 + g + 1),
        ${b.user} + f + 1, p.id,
        jsonb_build_object('productId', p.id, 'kind', p.kind, 'name', p.name, 'cover', p.cover,
          'price', p.price, 'lessonCount', p.lesson_count, 'validityDays', p.validity_days,
          'courseLevel', p.course_level),
        1, p.price, p.price, case when g < 2 then 'paid' else 'closed' end,
        at - interval '10 minutes', at + interval '20 minutes',
        case when g < 2 then at - interval '8 minutes' end,
        case when g < 2 then 'sandbox' end,
        case when g = 2 then at + interval '20 minutes' end, at
      from generate_series(0, ${N - 1}) f, generate_series(0, 2) g,
        lateral (select pg_temp.slot_at(f % ${T}, ${O} + (case when g = 0 then 0 when g = 1
          then ${LESSONS_ON_FIRST_GRANT} else 20 end) * ${P} + f / ${T}) - interval '1 day' as at) a,
        (select * from products where id = ${b.cardId}) p
      where g < 2 or f % 3 = 0`,
    },
    {
      name: 'bills and payments',
      sql: `
      insert into order_bills (id, bill_no, order_id, user_id, gateway, amount, status, trade_no,
        created_at, paid_at, closed_at)
      select id, 'SB' || order_no, id, user_id, 'sandbox', amount,
        case when status = 'paid' then 'paid' else 'closed' end,
        case when status = 'paid' then 'ST' || order_no end,
        created_at + interval '1 minute', paid_at, closed_at
      from orders where id > ${b.order};
      insert into payments (gateway, trade_no, bill_id, order_id, amount, source, granted, created_at)
      select 'sandbox', 'ST' || order_no, id, id, amount, 'notify', true, paid_at
      from orders where id > ${b.order} and status = 'paid'`,
    },
    {
      name: 'credit grants',
      sql: `
      insert into credit_grants (id, user_id, kind, name, total, remaining, expires_at,
        source_order_id, created_at)
      select ${b.grant} + f * 2 + g + 1, o.user_id, 'card', o.product_snapshot->>'name',
        (o.product_snapshot->>'lessonCount')::int, (o.product_snapshot->>'lessonCount')::int,
        o.paid_at + make_interval(days => (o.product_snapshot->>'validityDays')::int), o.id, o.paid_at
      from generate_series(0, ${N - 1}) f, generate_series(0, 1) g,
        lateral (select * from orders where id = ${b.order} + f * 3 + g + 1) o`,
    },
    {
      name: 'credit ledger',
      sql: `
      insert into credit_ledger (user_id, grant_id, change, reason, lesson_id, note, created_at)
      select user_id, grant_id, change, reason, lesson_id, '', created_at from (
        select user_id, id as grant_id, total as change, 'grant' as reason, null::int as lesson_id,
          created_at
        from credit_grants where id > ${b.grant}
        union all
        select student_id, grant_id, -1, 'booking', id, created_at from lessons where id > ${b.lesson}
        union all
        select student_id, grant_id, 1,
          case status when 'cancelled_by_student' then 'cancel_refund'
            when 'cancelled_by_teacher' then 'teacher_cancel_refund' else 'teacher_absent_refund' end,
          id, coalesce(cancelled_at, end_at)
        from lessons
        where id > ${b.lesson} and (credit_returned or status = 'teacher_absent')
      ) x order by created_at`,
    },
    {
      name: 'grant balances',
      sql: `
      update credit_grants g set remaining = x.s
      from (select grant_id, sum(change)::int as s from credit_ledger
            where grant_id > ${b.grant} group by grant_id) x
      where g.id = x.grant_id`,
    },
    {
      name: 'lesson reports',
      sql: `
      insert into lesson_reports (lesson_id, teacher_id, pronunciation, vocabulary, grammar, fluency,
        confidence, comment, homework, words, sentences, stars_in_class, created_at)
      select id, teacher_id, 3 + ${rnd('id', 2, 3)}, 3 + ${rnd('id', 3, 3)}, 3 + ${rnd('id', 4, 3)},
        3 + ${rnd('id', 5, 3)}, 3 + ${rnd('id', 6, 3)}, 'Great effort today!', 'Read the story aloud twice.',
        '["apple","banana","cherry"]', '["I like apples."]', ${rnd('id', 7, 6)}, end_at + interval '2 hours'
      from lessons where id > ${b.lesson} and status = 'finished' and ${rnd('id', 8, 10)} < 9`,
    },
    {
      name: 'teacher reviews',
      sql: `
      insert into teacher_reviews (lesson_id, teacher_id, user_id, stars, tags, content, created_at)
      select id, teacher_id, student_id, 3 + ${rnd('id', 9, 3)}, '["耐心"]', 'Very patient teacher.',
        end_at + interval '1 day'
      from lessons where id > ${b.lesson} and status = 'finished' and ${rnd('id', 10, 10)} < 3`,
    },
    {
      name: 'teacher ratings and counts',
      sql: `
      update teachers t set rating_sum = coalesce(r.s, 0), review_count = coalesce(r.n, 0),
        finished_lessons = coalesce(l.n, 0)
      from (select id from teachers where id > ${b.teacher}) x
        left join (select teacher_id, sum(stars)::int s, count(*)::int n from teacher_reviews
                   group by teacher_id) r on r.teacher_id = x.id
        left join (select teacher_id, count(*)::int n from lessons where status = 'finished'
                   group by teacher_id) l on l.teacher_id = x.id
      where t.id = x.id`,
    },
    {
      name: 'exam results',
      sql: `
      insert into exam_results (user_id, exam_id, exam_kind, exam_title, score, correct_count,
        question_count, items, submitted_at)
      select ${b.user} + f + 1, e.ids[1 + (f + k) % e.n], e.kinds[1 + (f + k) % e.n],
        e.titles[1 + (f + k) % e.n], c * 20, c, 5, i.items[c],
        pg_temp.slot_at(f % ${T}, ${O} + (k * 8 + 2) * ${P} + f / ${T}) + interval '1 day'
      from generate_series(0, ${N - 1}) f, generate_series(0, 2) k,
        lateral (select 1 + ${rnd(`f * 4 + k`, 11, 5)} as c) cc,
        (select array_agg(id order by id) ids, array_agg(kind order by id) kinds,
                array_agg(title order by id) titles, count(*)::int n from exams) e,
        -- The answers of a result with c right out of 5, made once for c = 1..5.
        (select array_agg(items order by c) items from (
          select c, jsonb_agg(jsonb_build_object(
            'question', jsonb_build_object('id', q, 'kind', 'truefalse',
              'prompt', jsonb_build_object('text', 'Is this a cat?', 'image', null, 'audio', null),
              'options', '[]'::jsonb),
            'choice', q <= c, 'rightChoice', true, 'correct', q <= c) order by q) as items
          from generate_series(1, 5) c, generate_series(1, 5) q group by c) y) i
      where e.n > 0`,
    },
    {
      name: 'favourite teachers',
      sql: `
      insert into teacher_collections (user_id, teacher_id, created_at)
      select ${b.user} + f + 1, ${b.teacher} + (f + d) % ${T} + 1, now() - interval '1 day' * (f % 300)
      from generate_series(0, ${N - 1}) f, generate_series(0, 1) d
      where d = 0 or f % 2 = 0`,
    },
    {
      name: 'class preferences',
      sql: `
      insert into surveys (user_id, kind, answers, created_at, updated_at)
      select ${b.user} + f + 1, 'preference',
        jsonb_build_object('teacherSex', 1 + f % 2,
          'teacherStyle', jsonb_build_array(st[1 + f % cardinality(st)]),
          'focusSkill', jsonb_build_array(fo[1 + f % cardinality(fo)]), 'note', ''),
        now(), now()
      from generate_series(0, ${N - 1}) f,
        (select array_agg(id order by id) filter (where "group" = 'style') st,
                array_agg(id order by id) filter (where "group" = 'focus') fo from teacher_tags) g
      where (f < ${SESSION_FAMILIES} or f % 5 = 0) and cardinality(st) > 0 and cardinality(fo) > 0`,
    },
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
