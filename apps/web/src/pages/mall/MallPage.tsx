import type { ProductKind } from '@school/contract/api/mall';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PullRefresh } from '../../components/PullRefresh.tsx';
import { TabHeader } from '../../components/TabHeader.tsx';
import { useMallBanners, useProducts } from '../../features/mall/api.ts';
import { Banners } from '../../features/mall/components/Banners.tsx';
import { ProductList } from '../../features/mall/components/ProductList.tsx';
import { PRODUCT_KINDS } from '../../features/mall/rules.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import styles from './MallPage.module.css';

/** How many products of a kind the tab shows before 查看全部. */
const PREVIEW = 6;

/** 商城: banners, the two kinds of product as tabs (次卡 / 课包) and the products of the chosen one. */
export default function MallPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ProductKind>('card');
  const banners = useMallBanners();
  const products = useProducts(kind);

  return (
    <div className={styles.page}>
      <TabHeader title={t('titles.mall.index')} />
      <PullRefresh onRefresh={() => Promise.all([banners.refetch(), products.refetch()])}>
        <Banners banners={banners.data ?? []} label={t('mall.banners')} />
        <div className={styles.kinds} role="tablist" aria-label={t('mall.kindsLabel')}>
          {PRODUCT_KINDS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={kind === k}
              className={`${styles.kind} ${styles[k]} ${kind === k ? styles.active : ''}`}
              onClick={() => setKind(k)}
            >
              <strong>{t(`mall.${k}`)}</strong>
              <span>{t(`mall.${k}Desc`)}</span>
            </button>
          ))}
        </div>
        <div className={styles.head}>
          <h2>{t(`mall.${kind}`)}</h2>
          <button
            type="button"
            className={styles.more}
            onClick={() => go(navigateTo(`/pages/mall/list?type=${kind}`))}
          >
            {t('mall.seeAll')}
          </button>
        </div>
        <div role="tabpanel" aria-label={t(`mall.${kind}`)} className={styles.panel}>
          <ProductList kind={kind} limit={PREVIEW} />
        </div>
      </PullRefresh>
    </div>
  );
}
