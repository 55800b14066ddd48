import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/schoolTime.ts';
import { showToast } from '../../lib/toast.ts';
import type { Lesson } from './api.ts';
import { useCancelLesson } from './api.ts';
import { cancelReturnsCredit } from './rules.ts';
import styles from './components/LessonCard.module.css';

/**
 * Cancelling a lesson as the family sees it: a confirm dialog that says which lesson and whether
 * the credit comes back (>= 24 h ahead) or is spent (later), then the call, then a toast with what
 * actually happened.
 */
export function useCancelFlow() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const cancel = useCancelLesson();

  const start = async (lesson: Lesson, onDone?: () => void) => {
    const refund = cancelReturnsCredit(lesson);
    const ok = await Dialog.confirm({
      title: t('lesson.cancelTitle'),
      // Its name for screen readers (antd-mobile's dialog has none of its own).
      'aria-label': t('lesson.cancelTitle'),
      content: (
        <div className={styles.dialog}>
          <p className={styles.dialogLesson}>
            <strong>{lesson.teacher.name}</strong>
            <span>{fmt.range(lesson.startAt, lesson.endAt)}</span>
          </p>
          <p className={refund ? styles.dialogRefund : styles.dialogLate}>
            {refund ? t('lesson.cancelRefund') : t('lesson.cancelLate')}
          </p>
        </div>
      ),
      confirmText: <span className={styles.dialogDanger}>{t('lesson.cancelConfirm')}</span>,
      cancelText: t('lesson.keep'),
    });
    if (!ok) return;
    cancel.mutate(lesson.id, {
      onSuccess: (out) => {
        showToast(out.creditReturned ? t('lesson.cancelledRefund') : t('lesson.cancelledLate'));
        onDone?.();
      },
    });
  };

  return { start, pendingId: cancel.isPending ? cancel.variables : undefined };
}
