import Dialog from 'antd-mobile/es/components/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { useDeleteAccount } from '../../features/account/api.ts';
import styles from '../../features/account/components/Account.module.css';
import { forgetAccount } from '../../features/account/localCache.ts';
import {
  OwnPhoneField,
  ownPhoneProblem,
  useOwnPhone,
} from '../../features/auth/components/OwnPhoneField.tsx';
import { SmsCodeField } from '../../features/auth/components/SmsCodeField.tsx';
import { checkCode } from '../../features/auth/validation.ts';
import { fieldErrorOf } from '../../lib/fieldMessage.ts';
import { go, reLaunch } from '../../lib/navigation.ts';
import { LOGIN_PATH } from '../../lib/routes.ts';
import { useDataStore } from '../../lib/store.ts';
import { showToast } from '../../lib/toast.ts';

type Errors = Partial<Record<'phone' | 'code' | 'confirm', string | null>>;

/**
 * 注销账号: says what is erased, what happens to lessons and credits, what is kept, and that it
 * cannot be undone; then an SMS code (type delete) to the account's phone, a tick and a last
 * confirmation. After clientUsers/delete nothing of the account stays on the device.
 */
export default function DeleteAccountPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useDataStore((s) => s.token);
  const own = useOwnPhone();
  const [code, setCode] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const remove = useDeleteAccount((error) => {
    const found = fieldErrorOf(error);
    if (found?.field === 'code') setErrors((e) => ({ ...e, code: found.text }));
    return found?.field === 'code';
  });

  if (!token) return <LoginFirstPage />;

  const tr = (key: string | null) =>
    key ? t(key as 'account.phone.mismatch', { masked: own.masked }) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      phone: tr(ownPhoneProblem(own.phone, own.masked)),
      code: tr(checkCode(code)),
      confirm: understood ? null : t('account.deletion.confirmRequired'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const ok = await Dialog.confirm({
      title: t('account.deletion.dialogTitle'),
      // Its name for screen readers (antd-mobile's dialog has none of its own).
      'aria-label': t('account.deletion.dialogTitle'),
      content: t('account.deletion.dialogBody'),
      confirmText: t('account.deletion.dialogConfirm'),
      cancelText: t('account.deletion.dialogCancel'),
    });
    if (!ok) return;
    remove.mutate(code, {
      onSuccess: () => {
        forgetAccount(client);
        showToast(t('account.deletion.done'), 3000);
        go(reLaunch(LOGIN_PATH));
      },
    });
  };

  const list = (key: 'erased' | 'lessons' | 'kept') => (
    <ul className={styles.list}>
      {(t(`account.deletion.${key}`, { returnObjects: true }) as string[]).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );

  return (
    <Page>
      <p className={styles.warning} role="note">
        {t('account.deletion.warning')}
      </p>
      <section className={styles.card}>
        <p className={styles.hint}>{t('account.deletion.intro')}</p>
        <h2 className={styles.heading}>{t('account.deletion.erasedTitle')}</h2>
        {list('erased')}
        <h2 className={styles.heading} style={{ marginTop: '0.875rem' }}>
          {t('account.deletion.lessonsTitle')}
        </h2>
        {list('lessons')}
        <h2 className={styles.heading} style={{ marginTop: '0.875rem' }}>
          {t('account.deletion.keptTitle')}
        </h2>
        {list('kept')}
        <p className={styles.hint} style={{ margin: '0.875rem 0 0' }}>
          {t('account.deletion.sessions')}
        </p>
      </section>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <section className={styles.card}>
          <OwnPhoneField
            own={own}
            error={errors.phone ?? null}
            onEdit={() => setErrors((s) => ({ ...s, phone: null }))}
          />
          <SmsCodeField
            phone={own.phone}
            purpose="delete"
            value={code}
            onChange={(v) => {
              setCode(v);
              setErrors((s) => ({ ...s, code: null }));
            }}
            error={errors.code}
            onPhoneError={(err) => setErrors((s) => ({ ...s, phone: tr(err) }))}
          />
        </section>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={understood}
            onChange={(e) => {
              setUnderstood(e.target.checked);
              setErrors((s) => ({ ...s, confirm: null }));
            }}
          />
          <span>{t('account.deletion.confirmLabel')}</span>
        </label>
        {errors.confirm && (
          <p className={styles.error} role="alert">
            {errors.confirm}
          </p>
        )}
        <button type="submit" className={styles.danger} disabled={remove.isPending}>
          {t('account.deletion.submit')}
        </button>
      </form>
    </Page>
  );
}
