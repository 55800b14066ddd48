import { withQuery } from '@school/contract/helpers/query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/States.tsx';
import { go, navigateTo } from '../../../lib/navigation.ts';
import { useTextbooks } from '../api.ts';
import styles from './TextbookShelf.module.css';

/**
 * The course textbooks in a row of covers; one opens in 查看教材 (/pages/pdfviewer/index). Shows
 * nothing when the school has none.
 */
export function TextbookShelf() {
  const { t } = useTranslation();
  const textbooks = useTextbooks();
  if (textbooks.isPending) return <LoadingState />;
  if (textbooks.isError)
    return (
      <ErrorState title={t('course.textbooksFailed')} onRetry={() => void textbooks.refetch()} />
    );
  return (
    <ul className={styles.shelf}>
      {(textbooks.data?.list ?? []).map((book) => (
        <li key={book.id}>
          <button
            type="button"
            className={styles.book}
            onClick={() =>
              go(
                navigateTo(
                  withQuery('/pages/pdfviewer/index', { url: book.pdfUrl, title: book.title }),
                ),
              )
            }
          >
            <img className={styles.cover} src={book.cover} alt="" loading="lazy" />
            <span className={styles.title}>{book.title}</span>
            <span className={styles.meta}>
              {t('course.textbookPages', { count: book.pageCount })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Whether the shelf has anything to show (the course tab hides its section otherwise). */
export function useHasTextbooks() {
  const textbooks = useTextbooks();
  return !textbooks.isSuccess || (textbooks.data?.list.length ?? 0) > 0;
}
