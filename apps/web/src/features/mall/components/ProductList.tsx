import type { ProductKind } from '@school/contract/api/mall';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadMore } from '../../../components/LoadMore.tsx';
import { ErrorState, LoadingState } from '../../../components/States.tsx';
import { go, navigateTo } from '../../../lib/navigation.ts';
import { useProducts } from '../api.ts';
import styles from './Mall.module.css';
import { ProductCard } from './ProductCard.tsx';

/** Products of one kind with loading, error and empty views; `limit` shows the first few only. */
export function ProductList({ kind, limit }: { kind: ProductKind; limit?: number }) {
  const { t } = useTranslation();
  const products = useProducts(kind);
  if (products.isPending) return <LoadingState />;
  if (products.isError && products.products.length === 0) {
    return (
      <ErrorState
        title={t('mall.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void products.refetch()}
      />
    );
  }
  const shown = limit ? products.products.slice(0, limit) : products.products;
  if (shown.length === 0) {
    return (
      <EmptyState icon="box" title={t('mall.noProducts')} description={t('mall.noProductsHint')} />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t(`mall.${kind}`)}>
        {shown.map((p) => (
          <ProductCard
            key={p.id}
            product={p}
            onOpen={() => go(navigateTo(`/pages/mall/detail?id=${p.id}`))}
          />
        ))}
      </ul>
      {!limit && (
        <LoadMore
          hasMore={products.hasNextPage}
          loading={products.isFetchingNextPage}
          failed={products.isFetchNextPageError}
          onLoad={() => void products.fetchNextPage()}
          showEnd={(products.data?.pages.length ?? 0) > 1}
        />
      )}
    </>
  );
}
