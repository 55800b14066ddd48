import { withQuery } from '@school/contract/helpers/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useBookList } from '../../features/books/api.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './huiben.module.css';

const LEVELS = [1, 2, 3, 4, 5];

/** 绘本馆: picture books by level, a title search, and infinite scroll. */
export default function BookListPage() {
  const { t } = useTranslation();
  const [level, setLevel] = useState<number | undefined>(idParam(usePageQuery().level));
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = useBookList(level, keyword);

  return (
    <Page flush>
      <form
        className={styles.search}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
        }}
      >
        <input
          type="search"
          value={draft}
          maxLength={40}
          placeholder={t('learn.books.search')}
          aria-label={t('learn.books.search')}
          onChange={(e) => {
            setDraft(e.target.value);
            if (e.target.value === '') setKeyword('');
          }}
        />
      </form>
      <div className={styles.levels} role="tablist">
        {[undefined, ...LEVELS].map((l) => (
          <button
            key={l ?? 0}
            type="button"
            role="tab"
            aria-selected={level === l}
            className={`${styles.level} ${level === l ? styles.levelOn : ''}`}
            onClick={() => setLevel(l)}
          >
            {l === undefined ? t('learn.books.allLevels') : t('learn.books.level', { level: l })}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <LoadingState fill />
      ) : list.isError && list.items.length === 0 ? (
        <ErrorState fill onRetry={() => void list.refetch()} />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon="box"
          title={t('learn.books.empty')}
          description={t('learn.books.emptyHint')}
        />
      ) : (
        <>
          <div className={styles.grid}>
            {list.items.map((book) => (
              <button
                key={book.id}
                type="button"
                className={styles.card}
                onClick={() => go(navigateTo(withQuery('/pages/huiben/index', { id: book.id })))}
              >
                <img className={styles.cover} src={book.cover} alt="" loading="lazy" />
                <span className={styles.cardBody}>
                  <strong>{book.title}</strong>
                  <span className={styles.meta}>
                    <span className={styles.badge}>L{book.level}</span>
                    {t('learn.books.pages', { count: book.pageCount })}
                  </span>
                </span>
              </button>
            ))}
          </div>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoad={() => void list.fetchNextPage()}
          />
        </>
      )}
    </Page>
  );
}
