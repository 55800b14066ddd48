import { useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AuthForm.module.css';

export interface AuthFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; the field is marked invalid while it is set. */
  error?: string | null;
  trailing?: ReactNode;
}

/** A rounded input with an accessible label, an inline error and an optional trailing control. */
export function AuthField({ label, value, onChange, error, trailing, ...input }: AuthFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Digits only, at most `max` of them (phone numbers and codes). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The phone a family logs in with: 11 digits at most, the phone keypad, the browser's autofill. */
export function PhoneField({
  value,
  onChange,
  error,
}: Pick<AuthFieldProps, 'value' | 'onChange' | 'error'>) {
  const { t } = useTranslation();
  return (
    <AuthField
      label={t('auth.phoneLabel')}
      placeholder={t('auth.phonePlaceholder')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={value}
      onChange={(v) => onChange(digitsOnly(v, 11))}
      error={error}
    />
  );
}

export function PasswordField(props: Omit<AuthFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <AuthField
      {...props}
      type={visible ? 'text' : 'password'}
      maxLength={64}
      trailing={
        <button
          type="button"
          className={styles.eye}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
            <circle cx="12" cy="12" r="3" />
            {!visible && <path d="M4 20L20 4" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}
