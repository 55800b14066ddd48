import type { SmsPurpose } from '@school/contract/api/basic';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../validation.ts';
import { AuthField, digitsOnly } from './AuthField.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';

export interface SmsCodeFieldProps {
  /** The phone the code goes to (checked before sending). */
  phone: string;
  purpose: SmsPurpose;
  value: string;
  /** Receives the typed code, digits only, at most 6. */
  onChange: (code: string) => void;
  /** The message under the field (already translated). */
  error?: string | null;
  /** Called with the phone's error (or null) when 获取验证码 is tapped. */
  onPhoneError?: (error: FieldError | null) => void;
}

/** 验证码 with 获取验证码 beside it, counting down 60 s before it can resend (every SMS form). */
export function SmsCodeField({
  phone,
  purpose,
  value,
  onChange,
  error,
  onPhoneError,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <AuthField
      label={t('auth.codeLabel')}
      placeholder={t('auth.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(v) => onChange(digitsOnly(v, 6))}
      error={error}
      trailing={
        <SmsCodeButton
          phone={phone}
          purpose={purpose}
          onPhoneError={onPhoneError ?? (() => undefined)}
        />
      }
    />
  );
}
