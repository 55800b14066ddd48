import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../components/BottomBar.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { PlanEntryInput } from '../../features/teacherdesk/api.ts';
import { useDeskPlan, useSavePlan } from '../../features/teacherdesk/api.ts';
import styles from '../../features/teacherdesk/components/Desk.module.css';
import { TeacherGate } from '../../features/teacherdesk/components/TeacherGate.tsx';
import {
  MAX_PLAN_ENTRIES,
  PLAN_DURATIONS,
  PLAN_STARTS,
  planRowProblems,
} from '../../features/teacherdesk/rules.ts';
import { fieldErrorsOf } from '../../lib/fieldMessage.ts';
import { isApiError } from '../../lib/request.ts';
import { useCompactRootFont } from '../../lib/useCompactRootFont.ts';

type Row = PlanEntryInput & { key: number };
let keys = 0;
const row = (e: PlanEntryInput): Row => ({ ...e, key: ++keys });

function PlanRow({
  value,
  index,
  error,
  onChange,
  onRemove,
}: {
  value: Row;
  index: number;
  /** Why this row cannot be saved (the form's own check, or the server's), under the row. */
  error?: string;
  onChange: (r: Row) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const weekdays = t('desk.planPage.weekdays', { returnObjects: true }) as string[];
  const length = (m: number) =>
    m % 60 === 0
      ? t('desk.planPage.hours', { n: m / 60 })
      : m < 60
        ? t('desk.planPage.minutes', { n: m })
        : t('desk.planPage.hours', { n: m / 60 });
  return (
    <li className={styles.planRow} aria-label={t('desk.planPage.entry', { n: index + 1 })}>
      <label>
        {t('desk.planPage.weekday')}
        <select
          value={value.weekday}
          onChange={(e) => onChange({ ...value, weekday: Number(e.target.value) })}
        >
          {weekdays.map((w, i) => (
            <option key={w} value={i}>
              {w}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('desk.planPage.start')}
        <select value={value.start} onChange={(e) => onChange({ ...value, start: e.target.value })}>
          {PLAN_STARTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('desk.planPage.duration')}
        <select
          value={value.durationMinutes}
          onChange={(e) => onChange({ ...value, durationMinutes: Number(e.target.value) })}
        >
          {PLAN_DURATIONS.map((m) => (
            <option key={m} value={m}>
              {length(m)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.ghost} onClick={onRemove}>
        {t('desk.planPage.remove')}
      </button>
      {error && (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * 每周排班: the teacher's weekly plan (weekday, start at :00 or :30, length). Saving replaces it;
 * the server's refusal (e.g. two entries overlap) is shown as it says it, and what changed in
 * the bookable slots is said after saving.
 */
export default function DeskPlanPage() {
  useCompactRootFont();
  const { t } = useTranslation();
  const plan = useDeskPlan();
  const save = useSavePlan();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [result, setResult] = useState<{ opened: number; closed: number } | null>(null);

  useEffect(() => {
    if (plan.data && rows === null) {
      setRows(plan.data.map((e) => row(e)));
    }
  }, [plan.data, rows]);

  const edit = (next: Row[]) => {
    setRows(next);
    setResult(null);
    setRowErrors({});
  };

  const submit = () => {
    if (!rows) return;
    setProblem(null);
    setResult(null);
    const entries = rows.map(({ weekday, start, durationMinutes }) => ({
      weekday,
      start,
      durationMinutes,
    }));
    // What the form can tell itself, it tells before sending, under the row.
    const own = planRowProblems(entries);
    setRowErrors(
      Object.fromEntries(
        Object.entries(own).map(([i, p]) => [
          i,
          p.kind === 'pastMidnight'
            ? t('desk.planPage.pastMidnight')
            : t('desk.planPage.overlaps', { n: p.other + 1 }),
        ]),
      ),
    );
    if (Object.keys(own).length > 0) return;
    save.mutate(entries, {
      onSuccess: (out) => {
        setRows(out.entries.map((e) => row(e)));
        setResult({ opened: out.opened, closed: out.closed });
      },
      onError: (e) => {
        if (!isApiError(e) || e.code !== 1001) return;
        // The server names the row (`entries.3`); its text goes under that row.
        const byRow: Record<number, string> = {};
        for (const f of fieldErrorsOf(e)) {
          const m = /^entries\.(\d+)/.exec(f.field);
          if (m) byRow[Number(m[1])] ??= f.text;
        }
        if (Object.keys(byRow).length > 0) setRowErrors(byRow);
        else setProblem(e.message);
      },
    });
  };

  let body;
  if (plan.isPending || (plan.data && rows === null)) body = <LoadingState fill />;
  else if (plan.isError)
    body = (
      <ErrorState fill title={t('desk.planPage.loadFailed')} onRetry={() => void plan.refetch()} />
    );
  else {
    const list = rows ?? [];
    const last = list.at(-1);
    body = (
      <div className={styles.card}>
        <p className={styles.muted}>{t('desk.planPage.hint')}</p>
        {list.length === 0 ? (
          <EmptyState
            icon="calendar"
            title={t('desk.planPage.empty')}
            description={t('desk.planPage.emptyHint')}
          />
        ) : (
          <ul className={styles.planRows}>
            {list.map((r, i) => (
              <PlanRow
                key={r.key}
                value={r}
                index={i}
                error={rowErrors[i]}
                onChange={(next) => edit(list.map((x) => (x.key === r.key ? next : x)))}
                onRemove={() => edit(list.filter((x) => x.key !== r.key))}
              />
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.ghost}
            disabled={list.length >= MAX_PLAN_ENTRIES}
            onClick={() =>
              edit([
                ...list,
                row({
                  weekday: last ? (last.weekday + 1) % 7 : 1,
                  start: last?.start ?? '18:00',
                  durationMinutes: last?.durationMinutes ?? 120,
                }),
              ])
            }
          >
            {t('desk.planPage.add')}
          </button>
        </div>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        {result && (
          <p className={styles.success} role="status">
            {t('desk.planPage.saved', result)}
          </p>
        )}
        <PrimaryButton onClick={submit} loading={save.isPending}>
          {t('desk.planPage.save')}
        </PrimaryButton>
      </div>
    );
  }
  return (
    <Page>
      <TeacherGate error={plan.error}>{body}</TeacherGate>
    </Page>
  );
}
