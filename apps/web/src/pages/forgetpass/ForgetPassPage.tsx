import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { AuthField, digitsOnly } from '../../features/auth/components/AuthField.tsx';
import form from '../../features/auth/components/AuthForm.module.css';
import { SmsCodeField } from '../../features/auth/components/SmsCodeField.tsx';
import { Steps } from '../../features/auth/components/Steps.tsx';
import { useResetDraft } from '../../features/auth/resetDraft.ts';
import { checkCode, checkPhone } from '../../features/auth/validation.ts';
import type { FieldError } from '../../features/auth/validation.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';

type Errors = Partial<Record<'phone' | 'code', FieldError | null>>;

/** 忘记密码 step 1: the phone and a reset code (checked by the server with the new password). */
export default function ForgetPassPage() {
  const { t } = useTranslation();
  const draft = useResetDraft((s) => s.draft);
  const setDraft = useResetDraft((s) => s.setDraft);
  const lastPhone = useDataStore((s) => s.loginPhoneList[0] ?? '');
  const [phone, setPhone] = useState(draft?.phone ?? lastPhone);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { phone: checkPhone(phone), code: checkCode(code) };
    setErrors(next);
    if (next.phone || next.code) return;
    setDraft({ phone, code });
    go(navigateTo('/pages/forgetpass/setPass'));
  };

  return (
    <Page>
      <Steps labels={[t('register.stepVerify'), t('register.stepPassword')]} current={0} />
      <form className={form.card} onSubmit={submit} noValidate>
        <p className={form.hint}>{t('forget.hint')}</p>
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
          purpose="reset"
          value={code}
          onChange={setCode}
          error={errors.code ? t(errors.code) : null}
          onPhoneError={(err) => setErrors((s) => ({ ...s, phone: err }))}
        />
        <button type="submit" className={form.primary}>
          {t('forget.next')}
        </button>
      </form>
    </Page>
  );
}
