import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AgreementCheck } from '../../features/auth/components/AgreementCheck.tsx';
import {
  digitsOnly,
  PasswordField,
  PhoneField,
} from '../../features/auth/components/AuthField.tsx';
import form from '../../features/auth/components/AuthForm.module.css';
import { SmsCodeField } from '../../features/auth/components/SmsCodeField.tsx';
import { useCodeLogin, usePasswordLogin } from '../../features/auth/api.ts';
import { needsConsent, usePendingLogin } from '../../features/auth/consent.ts';
import { finishLogin } from '../../features/auth/session.ts';
import { fieldErrorOf } from '../../lib/fieldMessage.ts';
import { checkCode, checkLoginPassword, checkPhone } from '../../features/auth/validation.ts';
import type { FieldError } from '../../features/auth/validation.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { HOME_PATH } from '../../lib/routes.ts';
import { useIcpNumber, useSchoolName } from '../../lib/school.ts';
import { useDataStore } from '../../lib/store.ts';
import { showToast } from '../../lib/toast.ts';
import styles from './LoginPage.module.css';

type Mode = 'sms' | 'password';
type Errors = Partial<Record<'phone' | 'code' | 'password', FieldError | null>>;
/** The server's reasons (already in the reader's language), under their fields. */
type ServerErrors = Partial<Record<string, string>>;

const CONFIRM_PATH = '/pages/xieyi/confirm';
const FEATURE_ICONS = [
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20c.8-3.6 3.7-6 7.5-6s6.7 2.4 7.5 6',
  'M12 20.5a8.5 8.5 0 1 0 0-17 8.5 8.5 0 0 0 0 17zM12 7.5V12l3 2',
  'M7 3.5h7l4.5 4.5v11A1.5 1.5 0 0 1 17 20.5H7A1.5 1.5 0 0 1 5.5 19V5A1.5 1.5 0 0 1 7 3.5zM9 13l2 2 4-4',
];

/** The entry screen: SMS-code login (default) or password login. */
export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const token = useDataStore((s) => s.token);
  const lastPhone = useDataStore((s) => s.loginPhoneList[0] ?? '');
  // The school's own name and record number, from the server (index.html's content block).
  const school = useSchoolName();
  const icp = useIcpNumber();
  const setPending = usePendingLogin((s) => s.setPending);
  // Back from the consent screen after a failed login: what was typed and ticked stays, and the
  // reason shows under its field.
  const [back] = useState(() => usePendingLogin.getState().pending);
  const [mode, setMode] = useState<Mode>('sms');
  const [phone, setPhone] = useState(back?.phone ?? lastPhone);
  const [code, setCode] = useState(back?.code ?? '');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(back !== null);
  const [agreeNudge, setAgreeNudge] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [serverErrors, setServerErrors] = useState<ServerErrors>(() =>
    back?.error ? { [back.error.field]: back.error.text } : {},
  );
  useEffect(() => {
    if (back) setPending(null);
  }, [back, setPending]);
  const formRef = useRef<HTMLFormElement>(null);

  // The screen is prerendered into index.html: what a quick user typed before the app took it
  // over is in the inputs but not in the state. Adopt it once, on the first render.
  useEffect(() => {
    const typed = (sel: string) =>
      formRef.current?.querySelector<HTMLInputElement>(sel)?.value ?? '';
    const tel = typed('input[autocomplete="tel"]');
    const otp = typed('input[autocomplete="one-time-code"]');
    if (tel) setPhone((p) => p || digitsOnly(tel, 11));
    if (otp) setCode((c) => c || digitsOnly(otp, 6));
    const tick = document.getElementById('agreement-check');
    if (tick instanceof HTMLInputElement && tick.checked) setAgreed(true);
  }, []);
  const codeLogin = useCodeLogin();
  const passwordLogin = usePasswordLogin();
  const busy = codeLogin.isPending || passwordLogin.isPending;

  if (token) return <Navigate to={HOME_PATH} replace />;

  const edit = (field: keyof Errors, setter: (v: string) => void) => (value: string) => {
    setter(value);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: null }));
    if (serverErrors[field]) setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const shown = (field: keyof Errors) =>
    errors[field] ? t(errors[field]) : (serverErrors[field] ?? null);
  /** A refusal about a field goes under it (the rest was shown by the error catalogue). */
  const underField = (error: unknown) => {
    const found = fieldErrorOf(error);
    if (found) setServerErrors({ [found.field]: found.text });
  };

  const askConsent = () => {
    setPending({ phone, code, next: HOME_PATH });
    go(navigateTo(CONFIRM_PATH));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors =
      mode === 'sms'
        ? { phone: checkPhone(phone), code: checkCode(code) }
        : { phone: checkPhone(phone), password: checkLoginPassword(password) };
    setErrors(next);
    setServerErrors({});
    if (Object.values(next).some(Boolean)) return;
    if (!agreed) {
      setAgreeNudge((n) => n + 1);
      showToast(t('auth.errors.agreeRequired'));
      return;
    }
    if (mode === 'password') {
      passwordLogin.mutate(
        { phone, password },
        { onSuccess: (r) => finishLogin(r, phone), onError: underField },
      );
      return;
    }
    // The server knows whether this account has accepted the current agreements (consent is per
    // account, not per device): only its "agreed is required" opens the consent screen, and only
    // after the code was found right.
    codeLogin.mutate(
      { phone, code },
      {
        onSuccess: (r) => finishLogin(r, phone),
        onError: (e) => (needsConsent(e) ? askConsent() : underField(e)),
      },
    );
  };

  const switchMode = (m: Mode) => {
    setMode(m);
    setErrors({});
  };

  return (
    <div className={styles.screen}>
      <header className={styles.hero}>
        <span className={`${styles.bubble} ${styles.bubbleA}`} />
        <span className={`${styles.bubble} ${styles.bubbleB}`} />
        <span className={`${styles.bubble} ${styles.bubbleC}`} />
        <div className={styles.topRow}>
          {/* Named by what it shows, "EN" (WCAG 2.5.3 Label in Name); what it does, described. */}
          <button
            type="button"
            className={styles.lang}
            title={t('common.switchLanguageLabel')}
            onClick={() => void setLanguage(i18n.language === 'en' ? 'zh' : 'en')}
          >
            {t('common.switchLanguage')}
          </button>
        </div>
        <p className={styles.hello}>{t('auth.hello')}</p>
        <h1 className={styles.welcome}>
          {school ? t('auth.welcome', { school }) : t('auth.welcomeNoName')}
        </h1>
        <p className={styles.sub}>{t('auth.welcomeSub')}</p>
      </header>

      <main className={styles.card}>
        <div className={styles.tabs} role="tablist">
          {(['sms', 'password'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              className={`${styles.tab} ${mode === m ? styles.tabActive : ''}`}
              onClick={() => switchMode(m)}
            >
              {m === 'sms' ? t('auth.smsLogin') : t('auth.passwordLogin')}
            </button>
          ))}
        </div>

        <form ref={formRef} onSubmit={submit} noValidate>
          <PhoneField value={phone} onChange={edit('phone', setPhone)} error={shown('phone')} />
          {mode === 'sms' ? (
            <SmsCodeField
              phone={phone}
              purpose="login"
              value={code}
              onChange={edit('code', setCode)}
              error={shown('code')}
              onPhoneError={(e) => setErrors((s) => ({ ...s, phone: e }))}
            />
          ) : (
            <PasswordField
              label={t('auth.passwordLabel')}
              placeholder={t('auth.passwordPlaceholder')}
              autoComplete="current-password"
              value={password}
              onChange={edit('password', setPassword)}
              error={shown('password')}
            />
          )}
          <button type="submit" className={form.primary} disabled={busy}>
            {busy ? t('auth.loggingIn') : t('auth.login')}
          </button>
        </form>

        <div className={styles.links}>
          <button
            type="button"
            className={`${styles.link} ${styles.linkStrong}`}
            onClick={() => go(navigateTo('/pages/register/index'))}
          >
            {t('auth.toRegister')}
          </button>
          <button
            type="button"
            className={styles.link}
            onClick={() => go(navigateTo('/pages/forgetpass/index'))}
          >
            {t('auth.forgot')}
          </button>
        </div>
      </main>

      <div className={styles.agreement}>
        <AgreementCheck
          key={agreeNudge}
          checked={agreed}
          onChange={setAgreed}
          highlight={agreeNudge > 0}
        />
      </div>

      <ul className={styles.features}>
        {t('auth.features', { returnObjects: true }).map((feature, i) => (
          <li key={feature}>
            <span className={styles.featureIcon} data-tone={i} aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={FEATURE_ICONS[i]} />
              </svg>
            </span>
            {feature}
          </li>
        ))}
      </ul>

      {icp && (
        <footer className={styles.icp}>
          {/* Chinese websites show their ICP record number, linked to the MIIT's lookup. */}
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
            {icp}
          </a>
        </footer>
      )}
    </div>
  );
}
