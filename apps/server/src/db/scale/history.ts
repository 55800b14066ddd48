import { LESSONS_ON_FIRST_GRANT, SESSION_FAMILIES, type ScalePlan } from './plan.ts';
import type { Bases, SqlKit, Step } from './statements.ts';

/**
 * The families' history on top of the school (statements.ts): orders, bills, payments, credit
 * grants and their ledger, lesson reports and reviews, teachers' ratings, exam results,
 * favourites and class preferences. Same rules: set-based, ids by arithmetic, seeded choices.
 */
export function historySteps(p: ScalePlan, b: Bases, { rnd }: SqlKit): Step[] {
  const { families: N, teachers: T, perTeacher: P, slotOffset: O, seed } = p;
  return [
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
      insert into payments (gateway, trade_no, bill_id, order_id, amount, product_id, source,
        granted, created_at)
      select 'sandbox', 'ST' || order_no, id, id, amount, product_id, 'notify', true, paid_at
      from orders where id > ${b.order} and status = 'paid'`,
    },
    {
      name: 'credit grants',
      sql: `
      insert into credit_grants (id, user_id, kind, name, total, remaining, expires_at,
        source_order_id, product_id, paid_amount, created_at)
      select ${b.grant} + f * 2 + g + 1, o.user_id, 'card', o.product_snapshot->>'name',
        (o.product_snapshot->>'lessonCount')::int, (o.product_snapshot->>'lessonCount')::int,
        o.paid_at + make_interval(days => (o.product_snapshot->>'validityDays')::int), o.id,
        o.product_id, o.amount, o.paid_at
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
