import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../features/account/api.ts';
import type { PasswordInput } from '../../features/account/api.ts';
import { PasswordField } from '../../features/auth/components/AuthField.tsx';
import form from '../../features/auth/components/AuthForm.module.css';
import {
  OwnPhoneField,
  ownPhoneProblem,
  useOwnPhone,
} from '../../features/auth/components/OwnPhoneField.tsx';
import { SmsCodeField } from '../../features/auth/components/SmsCodeField.tsx';
import { checkCode, checkConfirm, checkNewPassword } from '../../features/auth/validation.ts';
import styles from '../../features/account/components/Account.module.css';
import { fieldErrorOf } from '../../lib/fieldMessage.ts';
import { showSuccessToast } from '../../lib/toast.ts';

type Field = 'phone' | 'code' | 'oldPassword' | 'password' | 'confirm';
type Errors = Partial<Record<Field, string | null>>;

export interface PasswordSheetProps {
  visible: boolean;
  hasPassword: boolean;
  onClose: () => void;
}

/** 设置/修改登录密码 in a bottom sheet (clientUsers/password). */
export function PasswordSheet(props: PasswordSheetProps) {
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      destroyOnClose
      bodyStyle={{
        borderTopLeftRadius: '1rem',
        borderTopRightRadius: '1rem',
        maxHeight: '90vh',
        overflowY: 'auto',
      }}
    >
      {props.visible && <PasswordForm {...props} />}
    </Popup>
  );
}

/**
 * With a password set, proof is the current password or an SMS code (type reset) to the account's
 * phone; without one, the code. Client checks first, then the server's 1001 under its field.
 */
function PasswordForm({ hasPassword, onClose }: PasswordSheetProps) {
  const { t } = useTranslation();
  const [byCode, setByCode] = useState(!hasPassword);
  const own = useOwnPhone();
  const [code, setCode] = useState('');
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword((error) => {
    const found = fieldErrorOf(error);
    const field = found?.field === 'oldPassword' || found?.field === 'code' ? found.field : null;
    const target: Field | null = field ?? (found?.field === 'password' ? 'password' : null);
    if (target && found) setErrors((e) => ({ ...e, [target]: found.text }));
    return target !== null;
  });

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: null }));
  const tr = (key: string | null) =>
    key ? t(key as 'account.phone.mismatch', { masked: own.masked }) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      phone: byCode ? tr(ownPhoneProblem(own.phone, own.masked)) : null,
      code: byCode ? tr(checkCode(code)) : null,
      oldPassword: !byCode && !oldPassword ? t('account.password.oldRequired') : null,
      password: tr(checkNewPassword(password)),
      confirm: tr(checkConfirm(confirm, password)),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const input: PasswordInput = byCode ? { password, code } : { password, oldPassword };
    change.mutate(input, {
      onSuccess: () => {
        showSuccessToast(
          t(hasPassword ? 'account.password.doneChange' : 'account.password.doneSet'),
        );
        onClose();
      },
    });
  };

  return (
    <form className={styles.card} style={{ boxShadow: 'none' }} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>
        {t(hasPassword ? 'account.password.titleChange' : 'account.password.titleSet')}
      </h2>
      {hasPassword ? (
        <div className={styles.tabs} role="radiogroup">
          {[false, true].map((mode) => (
            <button
              key={String(mode)}
              type="button"
              role="radio"
              className={styles.chip}
              aria-checked={byCode === mode}
              onClick={() => {
                setByCode(mode);
                setErrors({});
              }}
            >
              {t(mode ? 'account.password.byCode' : 'account.password.byOld')}
            </button>
          ))}
        </div>
      ) : (
        <p className={form.hint}>{t('account.password.setHint')}</p>
      )}
      {byCode ? (
        <>
          <OwnPhoneField own={own} error={errors.phone ?? null} onEdit={() => clear('phone')} />
          <SmsCodeField
            phone={own.phone}
            purpose="reset"
            value={code}
            onChange={(v) => {
              setCode(v);
              clear('code');
            }}
            error={errors.code}
            onPhoneError={(err) => setErrors((s) => ({ ...s, phone: tr(err) }))}
          />
        </>
      ) : (
        <PasswordField
          label={t('account.password.oldLabel')}
          placeholder={t('account.password.oldPlaceholder')}
          autoComplete="current-password"
          value={oldPassword}
          onChange={(v) => {
            setOldPassword(v);
            clear('oldPassword');
          }}
          error={errors.oldPassword}
        />
      )}
      <PasswordField
        label={t('auth.passwordLabel')}
        placeholder={t('auth.newPasswordPlaceholder')}
        autoComplete="new-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          clear('password');
        }}
        error={errors.password}
      />
      <PasswordField
        label={t('auth.confirmPasswordPlaceholder')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        value={confirm}
        onChange={(v) => {
          setConfirm(v);
          clear('confirm');
        }}
        error={errors.confirm}
      />
      <p className={form.hint}>{t('account.password.sessionsHint')}</p>
      <button type="submit" className={form.primary} disabled={change.isPending}>
        {t('account.password.submit')}
      </button>
    </form>
  );
}
