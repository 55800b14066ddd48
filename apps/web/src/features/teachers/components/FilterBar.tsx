import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherFilters, TeacherTag } from '../api.ts';
import { NATIONALITIES } from '../filters.ts';
import styles from './FilterBar.module.css';

type Key = 'tagId' | 'sex' | 'nationality' | 'freeDate';

interface Option {
  value: string;
  label: string;
  /** A shorter text for the chip when the label does not fit a quarter of a phone's width. */
  chip?: string;
}

export interface FilterBarProps {
  value: TeacherFilters;
  onChange: (next: TeacherFilters) => void;
  tags: readonly TeacherTag[];
  /** Days a family can book on, as `{ value: 'YYYY-MM-DD', label, chip }`. */
  days: readonly Option[];
}

/**
 * The four filters of the teacher list (tag, sex, nationality, free on a day): a row of chips,
 * each opening a sheet of choices. A choice applies at once; 不限 clears that filter.
 */
export function FilterBar({ value, onChange, tags, days }: FilterBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Key | null>(null);

  const options: Record<Key, Option[]> = {
    tagId: tags.map((tag) => ({ value: String(tag.id), label: tag.name })),
    sex: [
      { value: '1', label: t('teacher.male') },
      { value: '2', label: t('teacher.female') },
    ],
    nationality: NATIONALITIES.map((n) => ({ value: n, label: n })),
    freeDate: [...days],
  };
  const titles: Record<Key, string> = {
    tagId: t('teacher.filter.tag'),
    sex: t('teacher.filter.sex'),
    nationality: t('teacher.filter.nationality'),
    freeDate: t('teacher.filter.date'),
  };
  const current = (key: Key) => (value[key] === undefined ? '' : String(value[key]));
  const chosen = (key: Key) => options[key].find((o) => o.value === current(key));
  const chipText = (key: Key) => {
    const o = chosen(key);
    return o ? (o.chip ?? o.label) : titles[key];
  };

  const choose = (key: Key, raw: string) => {
    const next: TeacherFilters = { ...value };
    if (raw === '') delete next[key];
    else if (key === 'tagId') next.tagId = Number(raw);
    else if (key === 'sex') next.sex = raw === '1' ? 1 : 2;
    else next[key] = raw;
    onChange(next);
    setOpen(null);
  };

  const keys: Key[] = ['tagId', 'sex', 'nationality', 'freeDate'];
  return (
    <>
      <div className={styles.bar} role="group" aria-label={t('teacher.filter.label')}>
        {keys.map((key) => (
          <button
            key={key}
            type="button"
            className={`${styles.chip} ${current(key) ? styles.active : ''}`}
            aria-haspopup="dialog"
            aria-label={`${titles[key]}: ${chosen(key)?.label ?? t('teacher.filter.any')}`}
            onClick={() => setOpen(key)}
          >
            <span className={styles.chipText}>{chipText(key)}</span>
            <svg viewBox="0 0 12 12" aria-hidden="true">
              <path d="M3 4.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        ))}
      </div>
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        bodyStyle={{ borderTopLeftRadius: '1rem', borderTopRightRadius: '1rem' }}
      >
        {open && (
          <div className={styles.sheet} role="dialog" aria-label={titles[open]}>
            <h2 className={styles.sheetTitle}>{titles[open]}</h2>
            <div className={styles.options} role="radiogroup" aria-label={titles[open]}>
              {[{ value: '', label: t('teacher.filter.any') }, ...options[open]].map((o) => (
                <button
                  key={o.value || 'any'}
                  type="button"
                  role="radio"
                  aria-checked={current(open) === o.value}
                  className={`${styles.option} ${current(open) === o.value ? styles.optionOn : ''}`}
                  onClick={() => choose(open, o.value)}
                >
                  {o.label}
                </button>
              ))}
            </div>
            <button type="button" className={styles.close} onClick={() => setOpen(null)}>
              {t('common.cancel')}
            </button>
          </div>
        )}
      </Popup>
    </>
  );
}
