import { withQuery } from '@school/contract/helpers/query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { countLeaves, setClickOutlineIndex, useOutlines } from '../../features/outline/api.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import styles from './Category.module.css';

const COLORS = ['#20c05c', '#4ea8ff', '#ff9448', '#9a7bff', '#ff7eb0', '#14b8a6'];

/** 课程分类: the course levels of the outline (`outlines` of the store, status 2 removed). */
export default function CategoryPage() {
  const { t } = useTranslation();
  const { outlines, isPending, isError, refetch } = useOutlines();

  let body;
  if (outlines.length === 0 && isPending) body = <LoadingState fill />;
  else if (outlines.length === 0 && isError) {
    body = (
      <ErrorState
        fill
        title={t('outline.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void refetch()}
      />
    );
  } else if (outlines.length === 0) {
    body = <EmptyState fill icon="compass" title={t('course.outlineEmpty')} />;
  } else {
    body = (
      <ul className={styles.levels}>
        {outlines.map((level, index) => {
          const color = COLORS[index % COLORS.length] ?? '#20c05c';
          return (
            <li key={level.id}>
              <button
                type="button"
                className={styles.level}
                style={{ '--tone': color } as CSSProperties}
                onClick={() => {
                  setClickOutlineIndex(index);
                  go(navigateTo(withQuery('/pages/category/category-unit', { id: level.id })));
                }}
              >
                {level.cover ? (
                  <img className={styles.cover} src={level.cover} alt="" loading="lazy" />
                ) : (
                  <span className={styles.badge} aria-hidden="true">
                    {index + 1}
                  </span>
                )}
                <span className={styles.levelText}>
                  <strong>{level.name}</strong>
                  <span>
                    {t('outline.unitCount', { n: level.children.length })} ·{' '}
                    {t('outline.lessonCount', { n: countLeaves(level) })}
                  </span>
                </span>
                <span className={styles.chevron} aria-hidden="true">
                  ›
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Page>
      <p className={styles.intro}>{t('outline.intro')}</p>
      {body}
    </Page>
  );
}
