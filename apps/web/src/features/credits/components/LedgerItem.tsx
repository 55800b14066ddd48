import { useTranslation } from 'react-i18next';
import { schoolDate, schoolTime, useDateFormat } from '../../../lib/schoolTime.ts';
import type { LedgerEntry } from '../api.ts';
import styles from './Credits.module.css';

/** One change of credits: its reason in words, when, and + or -. */
export function LedgerItem({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const plus = entry.change > 0;
  return (
    <li className={styles.row}>
      <span
        className={`${styles.mark} ${plus ? styles.plusMark : styles.minusMark}`}
        aria-hidden="true"
      >
        {plus ? '+' : '−'}
      </span>
      <span className={styles.what}>
        <span className={styles.reason}>{t(`credits.reason.${entry.reason}`)}</span>
        {entry.note && <span className={styles.note}>{entry.note}</span>}
        <time className={styles.when} dateTime={entry.createdAt}>
          {fmt.monthDay(schoolDate(entry.createdAt))} {schoolTime(entry.createdAt)}
        </time>
      </span>
      <strong className={plus ? styles.plus : styles.minus}>
        {plus ? `+${entry.change}` : entry.change}
      </strong>
    </li>
  );
}
