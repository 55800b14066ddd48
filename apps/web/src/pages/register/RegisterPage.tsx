import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { useCodeLogin, usePasswordLogin, useResetPassword } from '../../features/auth/api.ts';
import { AgreementCheck } from '../../features/auth/components/AgreementCheck.tsx';
import { PasswordField, PhoneField } from '../../features/auth/components/AuthField.tsx';
import form from '../../features/auth/components/AuthForm.module.css';
import { SmsCodeField } from '../../features/auth/components/SmsCodeField.tsx';
import { Steps } from '../../features/auth/components/Steps.tsx';
import { needsConsent, usePendingLogin } from '../../features/auth/consent.ts';
import { finishLogin } from '../../features/auth/session.ts';
import { usePasswordTicket } from '../../features/auth/ticket.ts';
import { fieldErrorOf } from '../../lib/fieldMessage.ts';
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
type Field = 'phone' | 'code' | 'password' | 'confirm';
/** A client-side check's i18n key, or the server's reason as it is (`{ text }`). */
type Errors = Partial<Record<Field, FieldError | { text: string } | null>>;
const hasErrors = (e: Errors) => Object.values(e).some(Boolean);
const useErrors = () => useState<Errors>({});
const useShown = (errors: Errors) => {
  const { t } = useTranslation();
  return (field: Field) => {
    const e = errors[field];
    return !e ? null : typeof e === 'string' ? t(e) : e.text;
  };
};
/** The server's refusal under its field; true when the form shows it. */
const serverFieldError = (error: unknown, setErrors: (e: Errors) => void, fields: Field[]) => {
  const found = fieldErrorOf(error);
  if (!found || !fields.includes(found.field as Field)) return false;
  setErrors({ [found.field]: { text: found.text } });
  return true;
};

/**
 * Step 1: verify the phone with an SMS code (this logs in, creates the account after the
 * guardian's consent, and brings a password ticket for step 2).
 */
function VerifyStep() {
  const { t } = useTranslation();
  const [back] = useState(() => usePendingLogin.getState().pending);
  const [phone, setPhone] = useState(back?.phone ?? '');
  const [code, setCode] = useState(back?.code ?? '');
  const [agreed, setAgreed] = useState(back !== null);
  const [nudge, setNudge] = useState(0);
  const [errors, setErrors] = useState<Errors>(() =>
    back?.error ? { [back.error.field]: { text: back.error.text } } : {},
  );
  const shown = useShown(errors);
  const setPending = usePendingLogin((s) => s.setPending);
  const login = useCodeLogin();
  useEffect(() => {
    if (back) setPending(null);
  }, [back, setPending]);

  const askConsent = () => {
    setPending({ phone, code, next: PASSWORD_STEP, passwordTicket: true });
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
    login.mutate(
      { phone, code, passwordTicket: true },
      {
        onSuccess: (r) => finishLogin(r, phone, PASSWORD_STEP),
        onError: (err) => {
          if (needsConsent(err)) askConsent();
          else serverFieldError(err, setErrors, ['phone', 'code']);
        },
      },
    );
  };

  return (
    <form className={form.card} onSubmit={submit} noValidate>
      <p className={form.hint}>{t('register.verifyHint')}</p>
      <PhoneField value={phone} onChange={setPhone} error={shown('phone')} />
      <SmsCodeField
        phone={phone}
        purpose="login"
        value={code}
        onChange={setCode}
        error={shown('code')}
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

/**
 * Step 2: set a password with the ticket step 1 brought (no second code: decision 0015).
 * reset_pwd ends sessions, so log in again with the new password.
 */
function PasswordStep({ phone, ticket }: { phone: string; ticket: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useErrors();
  const [expired, setExpired] = useState(false);
  const shown = useShown(errors);
  const setTicket = usePasswordTicket((s) => s.setTicket);
  const reset = useResetPassword();
  const login = usePasswordLogin();
  const busy = reset.isPending || login.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      password: checkNewPassword(password),
      confirm: checkConfirm(confirm, password),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    reset.mutate(
      { phone, ticket, password },
      {
        onSuccess: () => {
          setTicket(null);
          login.mutate(
            { phone, password },
            {
              onSuccess: (r) => {
                finishLogin(r, phone);
                showToast(t('register.success'));
              },
            },
          );
        },
        onError: (err) => {
          if (fieldErrorOf(err)?.field === 'ticket') setExpired(true);
          else serverFieldError(err, setErrors, ['password']);
        },
      },
    );
  };

  if (expired) return <VerifyAgain />;
  return (
    <form className={form.card} onSubmit={submit} noValidate>
      <p className={form.hint}>{t('register.passwordHint')}</p>
      <PasswordField
        label={t('auth.passwordLabel')}
        placeholder={t('auth.newPasswordPlaceholder')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={shown('password')}
      />
      <PasswordField
        label={t('auth.confirmPasswordPlaceholder')}
        placeholder={t('auth.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        error={shown('confirm')}
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

/** The password step without a live ticket (a reload, or 10 minutes passed): verify again. */
function VerifyAgain() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('register.needVerify')}
      action={
        <StateButton onClick={() => go(reLaunch('/pages/register/index'))}>
          {t('register.stepVerify')}
        </StateButton>
      }
    />
  );
}

/** 注册: verify the phone (creates the account after guardian consent), then set a password. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useDataStore((s) => s.token);
  const phone = useDataStore((s) => s.loginPhoneList[0]);
  const ticket = usePasswordTicket((s) => s.ticket);
  const passwordStep = params.get('step') === 'password';
  const labels = [t('register.stepVerify'), t('register.stepPassword')];
  const ready = token && phone && ticket?.phone === phone;

  return (
    <Page>
      <Steps labels={labels} current={passwordStep ? 1 : 0} />
      {!passwordStep && <VerifyStep />}
      {passwordStep && ready && <PasswordStep phone={phone} ticket={ticket.ticket} />}
      {passwordStep && !ready && <VerifyAgain />}
    </Page>
  );
}
