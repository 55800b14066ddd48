import { useTranslation } from 'react-i18next';
import { Stars } from '../../../components/StarRating.tsx';
import { schoolDate, useDateFormat } from '../../../lib/schoolTime.ts';
import type { TeacherReview } from '../api.ts';
import styles from './ReviewItem.module.css';

/** One review of a teacher: author (masked), stars, tags, text and date. */
export function ReviewItem({ review }: { review: TeacherReview }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const initial = review.authorName.trim().charAt(0).toUpperCase() || '?';
  return (
    <article className={styles.item}>
      <header className={styles.head}>
        <span className={styles.initial} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.who}>
          <span
            className={styles.author}
            data-written-by={review.authorName ? 'family' : undefined}
          >
            {review.authorName || t('teacher.anonymous')}
          </span>
          <Stars value={review.stars} size="0.75rem" />
        </span>
        <time className={styles.date} dateTime={review.createdAt}>
          {fmt.monthDay(schoolDate(review.createdAt))}
        </time>
      </header>
      {review.tags.length > 0 && (
        <div className={styles.tags}>
          {review.tags.map((tag) => (
            <span key={tag}>{tag}</span>
          ))}
        </div>
      )}
      {/* A family's own words: shown as written, in any language (docs/design/school-texts.md §9). */}
      {review.content && (
        <p className={styles.text} data-written-by="family">
          {review.content}
        </p>
      )}
    </article>
  );
}
