import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourseware } from '../../features/classroom/useCourseware.ts';
import styles from './classroom.module.css';

/**
 * The lesson's courseware, the page the teacher shows. The teacher turns pages (the server tells
 * the student); the student sees which page it is.
 */
export function CoursewarePane({
  url,
  page,
  teacher,
  onTurn,
}: {
  url: string | null | undefined;
  page: number;
  teacher: boolean;
  onTurn: (page: number) => void;
}) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const doc = useCourseware(url, page, host, canvas);
  const count = doc.pageCount;
  return (
    <section className={styles.courseware} aria-label={t('live.courseware')}>
      <div ref={host} className={styles.sheet}>
        {doc.state === 'ready' && <canvas ref={canvas} aria-label={t('live.courseware')} />}
        {doc.state === 'none' && <p className={styles.sheetNote}>{t('live.noCourseware')}</p>}
        {doc.state === 'loading' && (
          <p className={styles.sheetNote} role="status">
            {t('live.coursewareLoading')}
          </p>
        )}
        {doc.state === 'error' && (
          <button type="button" className={styles.sheetNote} onClick={doc.retry}>
            {t('live.coursewareFailed')}
          </button>
        )}
      </div>
      <div className={styles.pager}>
        {teacher && (
          <button
            type="button"
            onClick={() => onTurn(page - 1)}
            disabled={page <= 1}
            className={styles.pageButton}
          >
            {t('live.prevPage')}
          </button>
        )}
        <span className={styles.pageNo} data-testid="courseware-page" data-page={page}>
          {count > 0 ? t('live.page', { page, count }) : t('live.pageOnly', { page })}
        </span>
        {teacher && (
          <button
            type="button"
            onClick={() => onTurn(page + 1)}
            disabled={count > 0 && page >= count}
            className={styles.pageButton}
          >
            {t('live.nextPage')}
          </button>
        )}
      </div>
    </section>
  );
}
