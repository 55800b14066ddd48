import { useTranslation } from 'react-i18next';
import styles from './TeacherCard.module.css';

/** The heart: adds the teacher to the favourites, or removes it. */
export function FavouriteButton({
  collected,
  pending,
  name,
  onToggle,
  className,
  withText,
}: {
  collected: boolean;
  pending?: boolean;
  name: string;
  onToggle: (collected: boolean) => void;
  className?: string;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const label = collected ? t('teacher.uncollect', { name }) : t('teacher.collect', { name });
  return (
    <button
      type="button"
      className={`${styles.heart} ${collected ? styles.hearted : ''} ${className ?? ''}`}
      aria-label={label}
      aria-pressed={collected}
      disabled={pending}
      onClick={() => onToggle(!collected)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />
      </svg>
      {withText && <span>{collected ? t('teacher.collected') : t('teacher.collectShort')}</span>}
    </button>
  );
}
