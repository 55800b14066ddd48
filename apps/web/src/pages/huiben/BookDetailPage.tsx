import { withQuery } from '@school/contract/helpers/query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useBook } from '../../features/books/api.ts';
import { lastPage, rememberPage } from '../../features/books/progress.ts';
import { isApiError } from '../../lib/request.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './huiben.module.css';

/** 绘本详情: cover, summary, page count, and 开始阅读 / continue from the remembered page. */
export default function BookDetailPage() {
  const { t } = useTranslation();
  const id = idParam(usePageQuery().id);
  const book = useBook(id);

  if (id === undefined)
    return (
      <Page>
        <EmptyState icon="box" title={t('learn.books.notFound')} />
      </Page>
    );
  if (book.isPending)
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  if (book.isError) {
    return (
      <Page>
        {isApiError(book.error) && book.error.code === 2001 ? (
          <EmptyState icon="box" title={t('learn.books.notFound')} />
        ) : (
          <ErrorState fill onRetry={() => void book.refetch()} />
        )}
      </Page>
    );
  }
  const data = book.data;
  const remembered = Math.min(lastPage(data.id), Math.max(1, data.pages.length));
  const open = (page: number) => {
    rememberPage(data.id, page);
    go(navigateTo(withQuery('/pages/huiben/play', { id: data.id })));
  };
  const minutes = Math.max(1, Math.round(data.totalDurationMs / 60000));
  return (
    <Page flush>
      <div className={styles.hero}>
        <img className={styles.heroCover} src={data.cover} alt="" />
      </div>
      <section className={styles.detail}>
        <h2>{data.title}</h2>
        <div className={styles.meta}>
          <span className={styles.badge}>L{data.level}</span>
          {t('learn.books.pages', { count: data.pageCount })}
          <span>·</span>
          {t('learn.books.duration', { minutes })}
        </div>
        <p>{data.summary}</p>
      </section>
      {data.pages.length > 0 && (
        <div className={styles.thumbs} aria-hidden="true">
          {data.pages.map((p) => (
            <img key={p.index} src={p.image} alt="" loading="lazy" />
          ))}
        </div>
      )}
      <div className={styles.actions}>
        {remembered > 1 ? (
          <>
            <button type="button" className={styles.primary} onClick={() => open(remembered)}>
              {t('learn.books.continue', { page: remembered })}
            </button>
            <button type="button" className={styles.secondary} onClick={() => open(1)}>
              {t('learn.books.restart')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={styles.primary}
            disabled={data.pages.length === 0}
            onClick={() => open(1)}
          >
            {t('learn.books.start')}
          </button>
        )}
      </div>
    </Page>
  );
}
