import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar.tsx';
import { Stars } from '../../../components/StarRating.tsx';
import { schoolDate, schoolTime, useDateFormat } from '../../../lib/schoolTime.ts';
import type { Teacher } from '../api.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import styles from './TeacherCard.module.css';

export interface TeacherCardProps {
  teacher: Teacher;
  onOpen: () => void;
  onBook: () => void;
  onFavourite?: (collected: boolean) => void;
  favouritePending?: boolean;
}

/** One teacher in a list: picture, name, country, rating, tags, earliest free time, actions. */
export function TeacherCard({
  teacher,
  onOpen,
  onBook,
  onFavourite,
  favouritePending,
}: TeacherCardProps) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const next = teacher.nextFreeAt;
  return (
    <article className={styles.card} aria-label={teacher.name}>
      <button type="button" className={styles.main} onClick={onOpen}>
        <Avatar src={teacher.avatar} alt="" size="3.75rem" />
        <span className={styles.info}>
          <span className={styles.nameRow}>
            <span className={styles.name}>{teacher.name}</span>
            <SexBadge sex={teacher.sex} />
          </span>
          <span className={styles.meta}>
            {teacher.nationality}
            <span className={styles.dot} aria-hidden="true">
              ·
            </span>
            {t('teacher.finishedLessons', { n: teacher.finishedLessons })}
          </span>
          <span className={styles.rating}>
            <Stars value={teacher.rating} showValue={teacher.reviewCount > 0} />
            {teacher.reviewCount === 0 && (
              <span className={styles.noRating}>{t('teacher.noRating')}</span>
            )}
          </span>
          {teacher.tags.length > 0 && (
            <span className={styles.tags}>
              {teacher.tags.slice(0, 3).map((tag) => (
                <span key={tag.id} className={styles.tag}>
                  {tag.name}
                </span>
              ))}
            </span>
          )}
        </span>
      </button>
      {onFavourite && (
        <FavouriteButton
          className={styles.fav}
          collected={teacher.collected}
          pending={favouritePending}
          name={teacher.name}
          onToggle={onFavourite}
        />
      )}
      <div className={styles.foot}>
        <span className={styles.free}>
          {next
            ? t('teacher.nextFree', {
                time: `${fmt.relativeDay(schoolDate(next))} ${schoolTime(next)}`,
              })
            : t('teacher.noFree')}
        </span>
        <button
          type="button"
          className={styles.book}
          onClick={onBook}
          aria-label={t('teacher.bookTeacher', { name: teacher.name })}
        >
          {t('teacher.book')}
        </button>
      </div>
    </article>
  );
}

export function SexBadge({ sex }: { sex: number }) {
  const { t } = useTranslation();
  if (sex !== 1 && sex !== 2) return null;
  return (
    <span
      className={`${styles.sex} ${sex === 1 ? styles.male : styles.female}`}
      role="img"
      aria-label={sex === 1 ? t('teacher.male') : t('teacher.female')}
    >
      {sex === 1 ? '♂' : '♀'}
    </span>
  );
}
