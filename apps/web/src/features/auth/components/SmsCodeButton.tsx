import type { SmsPurpose } from '@school/contract/api/basic';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useSendCode } from '../api.ts';
import { resendWaitOf, startCooldown, useCooldown } from '../cooldown.ts';
import { checkPhone } from '../validation.ts';
import type { FieldError } from '../validation.ts';
import styles from './AuthForm.module.css';

export interface SmsCodeButtonProps {
  phone: string;
  purpose: SmsPurpose;
  /** Called with the phone's error (or null) before sending. */
  onPhoneError: (error: FieldError | null) => void;
}

/**
 * 获取验证码: checks the phone, sends the code, then counts down 60 s before it can resend (the
 * count-down belongs to the phone, so every form that sends to it shows the same).
 */
export function SmsCodeButton({ phone, purpose, onPhoneError }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const send = useSendCode();
  const key = phone;
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
        // A code went to this phone a moment ago (from another screen or device): count down
        // what the server says is left.
        onError: (error) => {
          const wait = resendWaitOf(error);
          if (wait !== null) startCooldown(key, wait);
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
