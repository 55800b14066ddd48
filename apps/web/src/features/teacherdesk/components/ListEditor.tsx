import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Desk.module.css';

/** A list of short texts (the report's words or sentences): add one, remove any. */
export function ListEditor({
  label,
  items,
  onChange,
  placeholder,
  max,
  maxLength,
  disabled,
}: {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder: string;
  max: number;
  maxLength: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (!text || items.length >= max) return;
    if (!items.includes(text)) onChange([...items, text]);
    setDraft('');
  };
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.label}>{label}</legend>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('desk.report.empty')}</p>
      ) : (
        <ul className={styles.chips} aria-label={label}>
          {items.map((item) => (
            <li key={item}>
              <span>{item}</span>
              <button
                type="button"
                aria-label={t('desk.report.remove', { item })}
                onClick={() => onChange(items.filter((i) => i !== item))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRow}>
        <input
          value={draft}
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={maxLength}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className={styles.ghost}
          onClick={add}
          disabled={!draft.trim() || items.length >= max}
        >
          {t('desk.report.add')}
        </button>
      </div>
    </fieldset>
  );
}
