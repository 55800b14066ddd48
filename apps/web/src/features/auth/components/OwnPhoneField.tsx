import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../../lib/format.ts';
import { useDataStore } from '../../../lib/store.ts';
import { matchesMaskedPhone, ownPhoneFrom } from '../ownPhone.ts';
import { checkPhone } from '../validation.ts';
import { AuthField, digitsOnly } from './AuthField.tsx';
import styles from './AuthForm.module.css';

/**
 * The signed-in account's own phone, for a code sent to it (password change, deletion). The
 * server only tells the app the masked number; when this device logged in with it, it is known
 * and shown masked, otherwise the user types it and it must match the mask.
 */
export function useOwnPhone() {
  const masked = useDataStore((s) => s.userInfo.phone);
  const remembered = useDataStore((s) => s.loginPhoneList);
  const known = ownPhoneFrom(remembered, masked);
  const [typed, setTyped] = useState('');
  return { masked: masked ?? '', known, phone: known || typed, setTyped };
}

/** The i18n message for a typed phone, or null when it is this account's. */
export function ownPhoneProblem(phone: string, masked: string): string | null {
  const basic = checkPhone(phone);
  if (basic) return basic;
  return masked && !matchesMaskedPhone(phone, masked) ? 'account.phone.mismatch' : null;
}

export interface OwnPhoneFieldProps {
  own: ReturnType<typeof useOwnPhone>;
  /** The message under the field, translated. */
  error: string | null;
  onEdit: () => void;
}

export function OwnPhoneField({ own, error, onEdit }: OwnPhoneFieldProps) {
  const { t } = useTranslation();
  if (own.known) {
    return (
      <>
        <p className={styles.hint} data-testid="own-phone">
          {t('account.deletion.codeHint', { masked: maskPhone(own.known) })}
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </>
    );
  }
  return (
    <AuthField
      label={t('account.phone.label')}
      placeholder={t('account.phone.placeholder', { masked: own.masked })}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={own.phone}
      onChange={(v) => {
        own.setTyped(digitsOnly(v, 11));
        onEdit();
      }}
      error={error}
    />
  );
}
