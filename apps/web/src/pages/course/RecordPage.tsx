import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { PlainText } from '../../components/RichText.tsx';
import { SkillChart } from '../../components/SkillChart.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { LessonReport } from '../../features/lessons/api.ts';
import { useLesson, useLessonReport } from '../../features/lessons/api.ts';
import { lessonLinks } from '../../features/lessons/navigation.ts';
import { SKILLS } from '../../features/lessons/rules.ts';
import { isApiError } from '../../lib/request.ts';
import { useDateFormat } from '../../lib/schoolTime.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './RecordPage.module.css';

function Report({ report, when }: { report: LessonReport; when?: string }) {
  const { t } = useTranslation();
  const skills = SKILLS.map((key) => ({
    key,
    label: t(`report.skill.${key}`),
    value: report.skills[key],
  }));
  const average = skills.reduce((sum, s) => sum + s.value, 0) / skills.length;
  return (
    <>
      <section className={styles.hero}>
        <p className={styles.heroTitle}>{t('report.heading', { name: report.teacherName })}</p>
        {when && <p className={styles.heroWhen}>{when}</p>}
        <div className={styles.heroStats}>
          <div>
            <strong>{average.toFixed(1)}</strong>
            <span>{t('report.average')}</span>
          </div>
          <div>
            <strong aria-label={t('report.starsEarned', { n: report.stars })}>
              {'★'.repeat(Math.min(report.stars, 5))}
              {report.stars > 5 && <small>×{report.stars}</small>}
              {report.stars === 0 && '–'}
            </strong>
            <span>{t('report.classStars')}</span>
          </div>
        </div>
      </section>

      <section className={styles.card}>
        <h2 className={styles.title}>{t('report.skills')}</h2>
        <SkillChart skills={skills} title={t('report.chartLabel')} />
      </section>

      {report.comment && (
        <section className={styles.card}>
          <h2 className={styles.title}>{t('report.comment')}</h2>
          <PlainText text={report.comment} />
        </section>
      )}

      {report.words.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.title}>{t('report.words')}</h2>
          <ul className={styles.words}>
            {report.words.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      )}

      {report.sentences.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.title}>{t('report.sentences')}</h2>
          <ol className={styles.sentences}>
            {report.sentences.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </section>
      )}

      {report.homework && (
        <section className={`${styles.card} ${styles.homework}`}>
          <h2 className={styles.title}>{t('report.homework')}</h2>
          <PlainText text={report.homework} />
        </section>
      )}
    </>
  );
}

/** 课程报告 (?lessonId=): the teacher's report, with the five skills as a chart. */
export default function RecordPage() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const lessonId = idParam(usePageQuery().lessonId);
  const report = useLessonReport(lessonId);
  const lesson = useLesson(lessonId);

  let body;
  if (lessonId === undefined || (isApiError(report.error) && report.error.code === 2001)) {
    body = <EmptyState fill title={t('lesson.notFound')} description={t('lesson.notFoundHint')} />;
  } else if (report.isPending) {
    body = <LoadingState fill />;
  } else if (report.isError) {
    body = (
      <ErrorState
        fill
        title={t('report.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void report.refetch()}
      />
    );
  } else if (report.data === null) {
    const finished = lesson.data?.status === 'finished';
    body = (
      <EmptyState
        fill
        icon="sparkle"
        title={finished ? t('report.pending') : t('report.notYet')}
        description={finished ? t('report.pendingHint') : t('report.notYetHint')}
        action={
          <StateButton onClick={() => lessonLinks.details(lessonId)}>
            {t('lesson.viewDetails')}
          </StateButton>
        }
      />
    );
  } else {
    body = (
      <Report
        report={report.data}
        when={lesson.data ? fmt.range(lesson.data.startAt, lesson.data.endAt) : undefined}
      />
    );
  }
  return <Page>{body}</Page>;
}
