import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEnglishName, NAME_MAX } from '../rules.ts';
import styles from './Profile.module.css';

export interface NameSheetProps {
  visible: boolean;
  initial: string;
  saving: boolean;
  /** The server's reason when it refused the name. */
  serverError: string | null;
  onClose: () => void;
  onSave: (name: string) => void;
}

/** The English name in a bottom sheet: checked as typed on save, the server's reason shown too. */
export function NameSheet(props: NameSheetProps) {
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyStyle={{ borderTopLeftRadius: '1rem', borderTopRightRadius: '1rem' }}
      destroyOnClose
    >
      {props.visible && <NameForm {...props} />}
    </Popup>
  );
}

function NameForm({ initial, saving, serverError, onClose, onSave }: NameSheetProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkEnglishName(name);
    setProblem(found ? t(found) : null);
    setEdited(false);
    if (!found) onSave(name.trim());
  };

  const message = problem ?? (edited ? null : serverError);
  return (
    <form className={styles.sheet} onSubmit={submit} noValidate>
      <h2 className={styles.sheetTitle}>
        <label htmlFor={id}>{t('account.profile.name')}</label>
      </h2>
      <p className={styles.sheetHint}>{t('account.profile.nameHint')}</p>
      <input
        id={id}
        className={`${styles.input} ${message ? styles.invalid : ''}`}
        value={name}
        maxLength={NAME_MAX + 10}
        autoComplete="off"
        autoCapitalize="words"
        placeholder={t('account.profile.namePlaceholder')}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setProblem(null);
          setEdited(true);
        }}
        autoFocus
      />
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
      <div className={styles.sheetActions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={styles.primary} disabled={saving}>
          {t('account.profile.save')}
        </button>
      </div>
    </form>
  );
}
