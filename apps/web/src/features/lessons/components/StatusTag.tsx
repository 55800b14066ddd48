import type { Lesson } from '@school/contract/api/booking';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/useNow.ts';
import { STATUS_TONE, shownStatus } from '../rules.ts';
import styles from './LessonCard.module.css';

/** 待上课, 即将开始, 上课中, 已完成, 已取消, 老师取消, 缺席, 老师缺席. */
export function StatusTag({ lesson }: { lesson: Pick<Lesson, 'status' | 'startAt' | 'canEnter'> }) {
  const { t } = useTranslation();
  const status = shownStatus(lesson, useNow());
  return (
    <span className={`${styles.status} ${styles[STATUS_TONE[status]]}`} data-status={status}>
      {t(`lesson.status.${status}`)}
    </span>
  );
}
