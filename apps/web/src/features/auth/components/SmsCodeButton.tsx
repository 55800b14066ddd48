import type { SmsPurpose } from '@school/contract/api/basic';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useSendCode } from '../api.ts';
import { startCooldown, useCooldown } from '../cooldown.ts';
import { checkPhone } from '../validation.ts';
import type { FieldError } from '../validation.ts';
import styles from './AuthForm.module.css';

export interface SmsCodeButtonProps {
  phone: string;
  purpose: SmsPurpose;
  /** Called with the phone's error (or null) before sending. */
  onPhoneError: (error: FieldError | null) => void;
}

/** 获取验证码: checks the phone, sends the code, then counts down 60 s before it can resend. */
export function SmsCodeButton({ phone, purpose, onPhoneError }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const send = useSendCode();
  const key = `${purpose}:${phone}`;
  const seconds = useCooldown(key);
  const counting = seconds > 0;

  const onClick = () => {
    const error = checkPhone(phone);
    onPhoneError(error);
    if (error) return;
    send.mutate(
      { phone, type: purpose },
      {
        onSuccess: () => {
          startCooldown(key);
          showToast(t('auth.codeSent'));
        },
      },
    );
  };

  return (
    <button
      type="button"
      className={styles.codeButton}
      disabled={counting || send.isPending}
      onClick={onClick}
    >
      {counting ? t('auth.resendIn', { seconds }) : t('auth.getCode')}
    </button>
  );
}
