import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Section } from '../../components/Section.tsx';
import { TabHeader } from '../../components/TabHeader.tsx';
import { go, navigateTo } from '../../lib/navigation.ts';
import styles from './MallPage.module.css';

/** 商城: the two kinds of product (lesson-count cards and course packs) and the product list. */
export default function MallPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <TabHeader title={t('titles.mall.index')} />
      <div className={styles.kinds}>
        <button
          type="button"
          className={`${styles.kind} ${styles.card}`}
          onClick={() => go(navigateTo('/pages/mall/list?type=card'))}
        >
          <strong>{t('mall.card')}</strong>
          <span>{t('mall.cardDesc')}</span>
        </button>
        <button
          type="button"
          className={`${styles.kind} ${styles.pack}`}
          onClick={() => go(navigateTo('/pages/mall/list?type=pack'))}
        >
          <strong>{t('mall.pack')}</strong>
          <span>{t('mall.packDesc')}</span>
        </button>
      </div>
      <Section title={t('mall.products')}>
        <EmptyState
          icon="box"
          title={t('mall.noProducts')}
          description={t('mall.noProductsHint')}
        />
      </Section>
    </div>
  );
}
