import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { go, navigateBack } from '../lib/navigation.ts';
import styles from './NavBar.module.css';

export interface NavBarProps {
  title: ReactNode;
  /** Shows the back arrow (default). Tab and quit pages pass false. */
  back?: boolean;
  /** Replaces the default back behaviour (history back, or the root when there is none). */
  onBack?: () => void;
  right?: ReactNode;
  transparent?: boolean;
}

/** The custom navigation bar used by every non-tab page: back arrow, title, optional right slot. */
export function NavBar({ title, back = true, onBack, right, transparent }: NavBarProps) {
  const { t } = useTranslation();
  return (
    <header className={`${styles.bar} ${transparent ? styles.transparent : ''}`}>
      <div>
        {back && (
          <button
            type="button"
            className={styles.back}
            aria-label={t('common.back')}
            onClick={onBack ?? (() => go(navigateBack()))}
          >
            <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path
                d="M15 5l-7 7 7 7"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.right}>{right}</div>
    </header>
  );
}
