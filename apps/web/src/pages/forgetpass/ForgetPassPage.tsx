import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { PhoneField } from '../../features/auth/components/AuthField.tsx';
import form from '../../features/auth/components/AuthForm.module.css';
import { useVerifyCode } from '../../features/auth/api.ts';
import { SmsCodeField } from '../../features/auth/components/SmsCodeField.tsx';
import { Steps } from '../../features/auth/components/Steps.tsx';
import { useResetDraft } from '../../features/auth/resetDraft.ts';
import { checkCode, checkPhone } from '../../features/auth/validation.ts';
import type { FieldError } from '../../features/auth/validation.ts';
import { fieldErrorOf } from '../../lib/fieldMessage.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';

type Errors = Partial<Record<'phone' | 'code', FieldError | null>>;

/**
 * 忘记密码 step 1: the phone and a reset code, checked by the server now (sms/verify), so a wrong
 * code is said here; the right one becomes the password ticket of step 2.
 */
export default function ForgetPassPage() {
  const { t } = useTranslation();
  const draft = useResetDraft((s) => s.draft);
  const setDraft = useResetDraft((s) => s.setDraft);
  const lastPhone = useDataStore((s) => s.loginPhoneList[0] ?? '');
  const [phone, setPhone] = useState(draft?.phone ?? lastPhone);
  const [code, setCode] = useState(draft?.code ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<{ field: string; text: string } | null>(null);
  const verify = useVerifyCode();
  const toSetPass = () => go(navigateTo('/pages/forgetpass/setPass'));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { phone: checkPhone(phone), code: checkCode(code) };
    setErrors(next);
    setServerError(null);
    if (next.phone || next.code) return;
    // Back from step 2 with the same code: its ticket still stands (the code itself is used up).
    if (draft && draft.phone === phone && draft.code === code) return toSetPass();
    verify.mutate(
      { phone, type: 'reset', code },
      {
        onSuccess: ({ ticket }) => {
          setDraft({ phone, code, ticket });
          toSetPass();
        },
        onError: (error) => setServerError(fieldErrorOf(error)),
      },
    );
  };
  const shown = (field: 'phone' | 'code') =>
    errors[field] ? t(errors[field]) : serverError?.field === field ? serverError.text : null;

  return (
    <Page>
      <Steps labels={[t('register.stepVerify'), t('register.stepPassword')]} current={0} />
      <form className={form.card} onSubmit={submit} noValidate>
        <p className={form.hint}>{t('forget.hint')}</p>
        <PhoneField value={phone} onChange={setPhone} error={shown('phone')} />
        <SmsCodeField
          phone={phone}
          purpose="reset"
          value={code}
          onChange={setCode}
          error={shown('code')}
          onPhoneError={(err) => setErrors((s) => ({ ...s, phone: err }))}
        />
        <button type="submit" className={form.primary} disabled={verify.isPending}>
          {t('forget.next')}
        </button>
      </form>
    </Page>
  );
}
