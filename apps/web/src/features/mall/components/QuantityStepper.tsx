import { useTranslation } from 'react-i18next';
import { clampQuantity, ORDER_QUANTITY_MAX, ORDER_QUANTITY_MIN } from '../rules.ts';
import styles from './Mall.module.css';

/** − n + within 1..10 (the server's limits); the buttons stop at the ends. */
export function QuantityStepper({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.stepper} role="group" aria-label={t('mall.quantity')}>
      <button
        type="button"
        aria-label={t('mall.decrease')}
        disabled={disabled || value <= ORDER_QUANTITY_MIN}
        onClick={() => onChange(clampQuantity(value - 1))}
      >
        −
      </button>
      <output aria-live="polite" data-testid="quantity">
        {value}
      </output>
      <button
        type="button"
        aria-label={t('mall.increase')}
        disabled={disabled || value >= ORDER_QUANTITY_MAX}
        onClick={() => onChange(clampQuantity(value + 1))}
      >
        +
      </button>
    </div>
  );
}
