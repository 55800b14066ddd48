import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/schoolTime.ts';
import type { DeskLesson } from '../api.ts';
import { deskLinks } from '../links.ts';
import styles from './Desk.module.css';

export function ReportState({ lesson }: { lesson: DeskLesson }) {
  const { t } = useTranslation();
  if (lesson.report) return <span className={styles.reportDone}>{t('desk.reportDone')}</span>;
  if (lesson.canReport) return <span className={styles.reportTodo}>{t('desk.reportTodo')}</span>;
  if (lesson.status === 'finished')
    return <span className={styles.muted}>{t('desk.reportClosed')}</span>;
  return null;
}

/** One of the teacher's lessons in a list: who, when, status, report state, the way in. */
export function DeskLessonCard({ lesson }: { lesson: DeskLesson }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const open = () => deskLinks.lesson(lesson.id);
  return (
    <li className={styles.row} data-testid="desk-lesson">
      <button type="button" className={styles.rowMain} onClick={open}>
        <span className={styles.when}>{fmt.range(lesson.startAt, lesson.endAt)}</span>
        <span className={styles.who}>
          <strong>{lesson.student.name}</strong>
          <span className={styles.muted}>
            {lesson.student.age === null
              ? t('desk.noAge')
              : t('desk.age', { n: lesson.student.age })}
          </span>
        </span>
        <span className={styles.lessonTitle}>{lesson.title}</span>
      </button>
      <span className={styles.rowStatus}>
        <span className={styles.status} data-status={lesson.status}>
          {t(`lesson.status.${lesson.status}`)}
        </span>
        <ReportState lesson={lesson} />
      </span>
      <span className={styles.rowActions}>
        {lesson.canEnter && (
          <button
            type="button"
            className={styles.primary}
            onClick={() => deskLinks.enter(lesson.id)}
          >
            {t('desk.enter')}
          </button>
        )}
        <button type="button" className={styles.ghost} onClick={open}>
          {t('desk.open')}
        </button>
      </span>
    </li>
  );
}
