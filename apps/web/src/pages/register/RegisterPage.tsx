import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { useCodeLogin, usePasswordLogin, useResetPassword } from '../../features/auth/api.ts';
import { AgreementCheck } from '../../features/auth/components/AgreementCheck.tsx';
import { AuthField, digitsOnly, PasswordField } from '../../features/auth/components/AuthField.tsx';
import form from '../../features/auth/components/AuthForm.module.css';
import { SmsCodeField } from '../../features/auth/components/SmsCodeField.tsx';
import { Steps } from '../../features/auth/components/Steps.tsx';
import {
  hasConsent,
  needsConsent,
  usePendingLogin,
  withdrawConsent,
} from '../../features/auth/consent.ts';
import { finishLogin } from '../../features/auth/session.ts';
import {
  checkCode,
  checkConfirm,
  checkNewPassword,
  checkPhone,
} from '../../features/auth/validation.ts';
import type { FieldError } from '../../features/auth/validation.ts';
import { go, navigateTo, reLaunch, switchTab } from '../../lib/navigation.ts';
import { HOME_PATH, LOGIN_PATH } from '../../lib/routes.ts';
import { useDataStore } from '../../lib/store.ts';
import { showToast } from '../../lib/toast.ts';

const PASSWORD_STEP = '/pages/register/index?step=password';
type Errors = Partial<Record<'phone' | 'code' | 'password' | 'confirm', FieldError | null>>;
const hasErrors = (e: Errors) => Object.values(e).some(Boolean);
const useErrors = () => useState<Errors>({});

/** Step 1: verify the phone with an SMS code (this logs in and creates the account). */
function VerifyStep() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [nudge, setNudge] = useState(0);
  const [errors, setErrors] = useErrors();
  const setPending = usePendingLogin((s) => s.setPending);
  const login = useCodeLogin();

  const askConsent = () => {
    setPending({ phone, code, next: PASSWORD_STEP });
    go(navigateTo('/pages/xieyi/confirm'));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { phone: checkPhone(phone), code: checkCode(code) };
    setErrors(next);
    if (hasErrors(next)) return;
    if (!agreed) {
      setNudge((n) => n + 1);
      showToast(t('auth.errors.agreeRequired'));
      return;
    }
    if (!hasConsent()) return askConsent();
    login.mutate(
      { phone, code, agreed: true },
      {
        onSuccess: (r) => finishLogin(r, phone, PASSWORD_STEP),
        onError: (err) => {
          if (!needsConsent(err)) return;
          withdrawConsent();
          askConsent();
        },
      },
    );
  };

  return (
    <form className={form.card} onSubmit={submit} noValidate>
      <p className={form.hint}>{t('register.verifyHint')}</p>
      <AuthField
        label={t('auth.phoneLabel')}
        placeholder={t('auth.phonePlaceholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        value={phone}
        onChange={(v) => setPhone(digitsOnly(v, 11))}
        error={errors.phone ? t(errors.phone) : null}
      />
      <SmsCodeField
        phone={phone}
        purpose="login"
        value={code}
        onChange={setCode}
        error={errors.code ? t(errors.code) : null}
        onPhoneError={(err) => setErrors((s) => ({ ...s, phone: err }))}
      />
      <div className={form.agreementRow}>
        <AgreementCheck key={nudge} checked={agreed} onChange={setAgreed} highlight={nudge > 0} />
      </div>
      <button type="submit" className={form.primary} disabled={login.isPending}>
        {t('register.next')}
      </button>
      <button type="button" className={form.footerLink} onClick={() => go(reLaunch(LOGIN_PATH))}>
        {t('register.haveAccount')}
      </button>
    </form>
  );
}

/** Step 2: set a password (a reset code confirms it; reset_pwd ends sessions, so log in again). */
function PasswordStep({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useErrors();
  const reset = useResetPassword();
  const login = usePasswordLogin();
  const busy = reset.isPending || login.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      code: checkCode(code),
      password: checkNewPassword(password),
      confirm: checkConfirm(confirm, password),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    reset.mutate(
      { phone, code, password },
      {
        onSuccess: () =>
          login.mutate(
            { phone, password },
            {
              onSuccess: (r) => {
                finishLogin(r, phone);
                showToast(t('register.success'));
              },
            },
          ),
      },
    );
  };

  return (
    <form className={form.card} onSubmit={submit} noValidate>
      <p className={form.hint}>{t('register.passwordHint')}</p>
      <SmsCodeField
        phone={phone}
        purpose="reset"
        value={code}
        onChange={setCode}
        error={errors.code ? t(errors.code) : null}
      />
      <PasswordField
        label={t('auth.passwordLabel')}
        placeholder={t('auth.newPasswordPlaceholder')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password ? t(errors.password) : null}
      />
      <PasswordField
        label={t('auth.confirmPasswordPlaceholder')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm ? t(errors.confirm) : null}
      />
      <button type="submit" className={form.primary} disabled={busy}>
        {t('register.done')}
      </button>
      <button type="button" className={form.secondary} onClick={() => go(switchTab(HOME_PATH))}>
        {t('register.skip')}
      </button>
    </form>
  );
}

/** 注册: verify the phone (creates the account after guardian consent), then set a password. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useDataStore((s) => s.token);
  const phone = useDataStore((s) => s.loginPhoneList[0]);
  const passwordStep = params.get('step') === 'password';
  const labels = [t('register.stepVerify'), t('register.stepPassword')];

  return (
    <Page>
      <Steps labels={labels} current={passwordStep ? 1 : 0} />
      {!passwordStep && <VerifyStep />}
      {passwordStep && token && phone && <PasswordStep phone={phone} />}
      {passwordStep && !(token && phone) && (
        <EmptyState
          title={t('register.needVerify')}
          action={
            <StateButton onClick={() => go(reLaunch('/pages/register/index'))}>
              {t('register.stepVerify')}
            </StateButton>
          }
        />
      )}
    </Page>
  );
}
