import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { DeskLesson } from '../../features/teacherdesk/api.ts';
import { isForbidden, useDeskLesson, useMarkAbsent } from '../../features/teacherdesk/api.ts';
import styles from '../../features/teacherdesk/components/Desk.module.css';
import { ReportState } from '../../features/teacherdesk/components/DeskLessonCard.tsx';
import { ReportForm } from '../../features/teacherdesk/components/ReportForm.tsx';
import { TeacherGate } from '../../features/teacherdesk/components/TeacherGate.tsx';
import { deskLinks } from '../../features/teacherdesk/links.ts';
import { isApiError } from '../../lib/request.ts';
import { useDateFormat } from '../../lib/schoolTime.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import { useCompactRootFont } from '../../lib/useCompactRootFont.ts';

function LessonFacts({ lesson }: { lesson: DeskLesson }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const absent = useMarkAbsent();

  const markAbsent = async () => {
    const ok = await Dialog.confirm({
      title: t('desk.lesson.absentTitle'),
      // Its name for screen readers (antd-mobile's dialog has none of its own).
      'aria-label': t('desk.lesson.absentTitle'),
      content: t('desk.lesson.absentHint'),
      confirmText: t('desk.lesson.absentConfirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    absent.mutate(lesson.id, { onSuccess: () => showSuccessToast(t('desk.lesson.absentDone')) });
  };

  const { student } = lesson;
  return (
    <section className={styles.card} aria-label={lesson.title}>
      <h2 className={styles.cardTitle}>{lesson.title}</h2>
      <dl className={styles.facts}>
        <dt>{t('desk.lesson.student')}</dt>
        <dd data-testid="desk-student">
          {student.name} ·{' '}
          {student.age === null ? t('desk.noAge') : t('desk.age', { n: student.age })}
        </dd>
        <dt>{t('desk.lesson.time')}</dt>
        <dd>{fmt.range(lesson.startAt, lesson.endAt)}</dd>
        <dt>{t('desk.lesson.status')}</dt>
        <dd>
          <span className={styles.status} data-status={lesson.status}>
            {t(`lesson.status.${lesson.status}`)}
          </span>{' '}
          <ReportState lesson={lesson} />
        </dd>
        <dt>{t('desk.lesson.stars')}</dt>
        <dd>★ {lesson.stars}</dd>
        <dt>{t('desk.lesson.note')}</dt>
        <dd>{lesson.note || <span className={styles.muted}>{t('desk.lesson.noNote')}</span>}</dd>
      </dl>
      <div className={styles.actions}>
        {lesson.canEnter && (
          <button
            type="button"
            className={styles.primary}
            onClick={() => deskLinks.enter(lesson.id)}
          >
            {t('desk.enter')}
          </button>
        )}
        {lesson.canMarkAbsent && (
          <button
            type="button"
            className={styles.danger}
            disabled={absent.isPending}
            onClick={() => void markAbsent()}
          >
            {t('desk.lesson.markAbsent')}
          </button>
        )}
      </div>
      {lesson.canEnter && !lesson.canMarkAbsent && lesson.status === 'booked' && (
        <p className={styles.muted}>{t('desk.lesson.absentAfter')}</p>
      )}
    </section>
  );
}

/** 课程详情 (teacher, ?id=): the lesson, entering its classroom, absence, and the report. */
export default function DeskLessonPage() {
  useCompactRootFont();
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const lesson = useDeskLesson(id);

  let body;
  if (id === undefined || (isApiError(lesson.error) && lesson.error.code === 2001))
    body = (
      <EmptyState
        fill
        title={t('desk.lesson.notFound')}
        description={t('desk.lesson.notFoundHint')}
      />
    );
  else if (lesson.isPending) body = <LoadingState fill />;
  else if (lesson.isError && !isForbidden(lesson.error))
    body = <ErrorState fill title={t('desk.loadFailed')} onRetry={() => void lesson.refetch()} />;
  else if (lesson.data)
    body = (
      <div className={styles.layout}>
        <LessonFacts lesson={lesson.data} />
        {/* Keyed by the saved report so a saved correction starts from what the server kept. */}
        <ReportForm key={lesson.data.report?.createdAt ?? 'new'} lesson={lesson.data} />
      </div>
    );
  return (
    <Page>
      <TeacherGate error={lesson.error}>{body}</TeacherGate>
    </Page>
  );
}
