import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/money.ts';
import type { Product } from '../api.ts';
import styles from './Mall.module.css';

/** A product in a list: cover, name, lessons and validity, price and list price. */
export function ProductCard({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      {/* Named by all it shows (WCAG 2.5.3 Label in Name): name, chips, price. */}
      <button type="button" className={styles.card} onClick={onOpen}>
        <span className={styles.cover}>
          {product.cover ? <img src={product.cover} alt="" loading="lazy" /> : null}
        </span>
        <span className={styles.body}>
          <strong className={styles.name}>{product.name}</strong>
          <span className={styles.meta}>
            {product.courseLevel !== null && (
              <span className={styles.chip}>{t('mall.level', { n: product.courseLevel })}</span>
            )}
            <span className={styles.chip}>{t('mall.lessons', { n: product.lessonCount })}</span>
            <span className={styles.chip}>{t('mall.validity', { n: product.validityDays })}</span>
          </span>
          <span className={styles.priceRow}>
            <span className={styles.price}>{formatFen(product.price)}</span>
            {product.listPrice !== null && product.listPrice > product.price && (
              <del className={styles.listPrice}>{formatFen(product.listPrice)}</del>
            )}
            {!product.onSale && <span className={styles.offSale}>{t('mall.offSale')}</span>}
          </span>
        </span>
      </button>
    </li>
  );
}
