import type { LessonStatus } from '@school/contract/api/booking';
import { useTranslation } from 'react-i18next';
import { STATUS_TONE } from '../rules.ts';
import styles from './LessonCard.module.css';

/** 待上课, 上课中, 已完成, 已取消, 老师取消, 缺席, 老师缺席. */
export function StatusTag({ status }: { status: LessonStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${styles[STATUS_TONE[status]]}`} data-status={status}>
      {t(`lesson.status.${status}`)}
    </span>
  );
}
