import { formatTimeSpan } from '@school/contract/helpers/timeSpan';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar.tsx';
import { schoolTime, useDateFormat } from '../../../lib/schoolTime.ts';
import { useNow } from '../../../lib/useNow.ts';
import type { Lesson } from '../api.ts';
import { lessonLinks } from '../navigation.ts';
import styles from './LessonCard.module.css';
import { StatusTag } from './StatusTag.tsx';

export interface LessonCardProps {
  lesson: Lesson;
  /** Starts the cancel flow (confirm dialog); no cancel button without it. */
  onCancel?: (lesson: Lesson) => void;
  cancelling?: boolean;
  /** Shows the after-the-lesson links (report, review, playback). */
  afterLinks?: boolean;
  /** Shows the date; off when a day heading above says it already. */
  showDate?: boolean;
}

/**
 * One lesson: teacher, time, status label, and what can be done with it now: enter the classroom
 * (while it is open), cancel (before the start), read the report, review the teacher, watch the
 * recording. Tapping the card opens 课程详情.
 */
export function LessonCard({
  lesson,
  onCancel,
  cancelling,
  afterLinks,
  showDate = true,
}: LessonCardProps) {
  const { t, i18n } = useTranslation();
  const fmt = useDateFormat();
  const untilStart = Date.parse(lesson.startAt) - useNow();
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const time = showDate
    ? fmt.range(lesson.startAt, lesson.endAt)
    : `${schoolTime(lesson.startAt)}-${schoolTime(lesson.endAt)}`;
  const finishedLike = lesson.status === 'finished' || lesson.hasReport;
  const hasAfter =
    Boolean(lesson.recordingUrl) || finishedLike || lesson.canReview || lesson.reviewed;

  return (
    <article
      className={styles.card}
      aria-label={`${lesson.teacher.name} ${fmt.dateTime(lesson.startAt)}`}
      data-testid="lesson-card"
    >
      <button type="button" className={styles.main} onClick={() => lessonLinks.details(lesson.id)}>
        <Avatar src={lesson.teacher.avatar} alt="" size="2.75rem" />
        <span className={styles.info}>
          <span className={styles.teacher}>{lesson.teacher.name}</span>
          <span className={styles.time}>{time}</span>
          <span className={styles.title}>{lesson.title}</span>
        </span>
        <StatusTag lesson={lesson} />
      </button>

      {(lesson.canEnter || (onCancel && lesson.canCancel) || (afterLinks && hasAfter)) && (
        <div className={styles.actions}>
          <span className={styles.hint}>
            {lesson.status === 'booked' && !lesson.canEnter && untilStart > 0
              ? t('lesson.startsIn', { span: formatTimeSpan(untilStart, locale) })
              : ''}
          </span>
          {onCancel && lesson.canCancel && (
            <button
              type="button"
              className={styles.ghost}
              disabled={cancelling}
              onClick={() => onCancel(lesson)}
            >
              {t('lesson.cancel')}
            </button>
          )}
          {afterLinks && lesson.recordingUrl && (
            <button
              type="button"
              className={styles.ghost}
              onClick={() => lessonLinks.playback(lesson.id)}
            >
              {t('lesson.playback')}
            </button>
          )}
          {afterLinks && finishedLike && (
            <button
              type="button"
              className={styles.ghost}
              onClick={() => lessonLinks.report(lesson.id)}
            >
              {t('lesson.report')}
            </button>
          )}
          {afterLinks && lesson.canReview && (
            <button
              type="button"
              className={styles.solid}
              onClick={() => lessonLinks.review(lesson.id)}
            >
              {t('lesson.review')}
            </button>
          )}
          {afterLinks && lesson.reviewed && (
            <span className={styles.done}>{t('lesson.reviewed')}</span>
          )}
          {lesson.canEnter && (
            <button
              type="button"
              className={styles.solid}
              onClick={() => lessonLinks.enter(lesson.id)}
            >
              {t('lesson.enter')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
