import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page.tsx';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { useResetPassword } from '../../features/auth/api.ts';
import { PasswordField } from '../../features/auth/components/AuthField.tsx';
import form from '../../features/auth/components/AuthForm.module.css';
import { Steps } from '../../features/auth/components/Steps.tsx';
import { useResetDraft } from '../../features/auth/resetDraft.ts';
import { checkConfirm, checkNewPassword } from '../../features/auth/validation.ts';
import type { FieldError } from '../../features/auth/validation.ts';
import { maskPhone } from '../../lib/format.ts';
import { go, reLaunch, redirectTo } from '../../lib/navigation.ts';
import { LOGIN_PATH } from '../../lib/routes.ts';
import { useDataStore } from '../../lib/store.ts';
import { showSuccessToast, showToast } from '../../lib/toast.ts';
import { fieldErrorOf } from '../../lib/fieldMessage.ts';

type Errors = Partial<Record<'password' | 'confirm', FieldError | { text: string } | null>>;

/** 设置新密码: the new password twice, then reset_pwd; every session ends, so back to login. */
export default function SetPassPage() {
  const { t } = useTranslation();
  const draft = useResetDraft((s) => s.draft);
  const setDraft = useResetDraft((s) => s.setDraft);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const reset = useResetPassword();
  const shown = (field: 'password' | 'confirm') => {
    const e = errors[field];
    return !e ? null : typeof e === 'string' ? t(e) : e.text;
  };

  if (!draft) {
    return (
      <Page>
        <EmptyState
          fill
          title={t('forget.restart')}
          action={
            <StateButton onClick={() => go(redirectTo('/pages/forgetpass/index'))}>
              {t('forget.toVerify')}
            </StateButton>
          }
        />
      </Page>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { password: checkNewPassword(password), confirm: checkConfirm(confirm, password) };
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(
      { phone: draft.phone, ticket: draft.ticket, password },
      {
        onSuccess: () => {
          setDraft(null);
          useDataStore.getState().clearSession();
          showSuccessToast(t('forget.success'));
          go(reLaunch(LOGIN_PATH));
        },
        onError: (error) => {
          const found = fieldErrorOf(error);
          if (found?.field === 'password') setErrors({ password: { text: found.text } });
          // The ticket lapsed (10 minutes) or was used: step 1 again, with the phone kept.
          if (found?.field === 'ticket') {
            showToast(found.text);
            setDraft(null);
            go(redirectTo('/pages/forgetpass/index'));
          }
        },
      },
    );
  };

  return (
    <Page>
      <Steps labels={[t('register.stepVerify'), t('register.stepPassword')]} current={1} />
      <form className={form.card} onSubmit={submit} noValidate>
        <p className={form.hint}>{t('forget.setHint', { phone: maskPhone(draft.phone) })}</p>
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
        <button type="submit" className={form.primary} disabled={reset.isPending}>
          {t('forget.submit')}
        </button>
      </form>
    </Page>
  );
}
