import { formatTimeSpan } from '@school/contract/helpers/timeSpan';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar.tsx';
import { schoolDate, schoolTime, useDateFormat } from '../../../lib/schoolTime.ts';
import { useNow } from '../../../lib/useNow.ts';
import type { Lesson } from '../api.ts';
import { lessonLinks } from '../navigation.ts';
import styles from './NextLessonCard.module.css';
import { StatusTag } from './StatusTag.tsx';

/** The next lesson, large: who, when, how long until it starts, and the way in. */
export function NextLessonCard({ lesson }: { lesson: Lesson }) {
  const { t, i18n } = useTranslation();
  const fmt = useDateFormat();
  const now = useNow();
  const until = Date.parse(lesson.startAt) - now;
  const day = schoolDate(lesson.startAt);
  return (
    <article className={styles.card} aria-label={t('course.nextLesson')} data-testid="next-lesson">
      <div className={styles.top}>
        <span className={styles.when}>
          <strong>{fmt.relativeDay(day)}</strong> {fmt.monthDay(day)} {schoolTime(lesson.startAt)}-
          {schoolTime(lesson.endAt)}
        </span>
        <StatusTag lesson={lesson} />
      </div>
      <button type="button" className={styles.body} onClick={() => lessonLinks.details(lesson.id)}>
        <Avatar src={lesson.teacher.avatar} alt="" size="3rem" />
        <span className={styles.info}>
          <span className={styles.teacher}>{lesson.teacher.name}</span>
          <span className={styles.title}>{lesson.title}</span>
        </span>
      </button>
      <div className={styles.foot}>
        <span className={styles.countdown}>
          {until > 0
            ? t('lesson.startsIn', {
                span: formatTimeSpan(until, i18n.language === 'en' ? 'en' : 'zh'),
              })
            : // Started: the status tag says 上课中 once it is; until then (a booked lesson whose
              // state has not moved yet) this line says it. Never before the start.
              lesson.status === 'booked' && t('lesson.status.in_class')}
        </span>
        {lesson.canEnter ? (
          <button
            type="button"
            className={styles.enter}
            onClick={() => lessonLinks.enter(lesson.id)}
          >
            {t('lesson.enter')}
          </button>
        ) : (
          <button
            type="button"
            className={styles.detail}
            onClick={() => lessonLinks.details(lesson.id)}
          >
            {t('lesson.viewDetails')}
          </button>
        )}
      </div>
    </article>
  );
}
