import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { errorText } from '../../lib/errorText.ts';
import { setToken } from '../../lib/session.ts';
import { login, resend, verify } from './calls.ts';
import { useCountdown } from './useCountdown.ts';

type Step = { ticket: string; factor: 'sms' | 'totp'; phone: string };

/**
 * Staff sign-in (docs/design/console.md §7): phone and password, then the second factor: the SMS code the
 * server just sent (with a resend after the 60 s cool-down) or the authenticator's code.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useCountdown();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const onPassword = (v: { phone: string; password: string }) =>
    run(async () => {
      const r = await login(v);
      setStep({ ticket: r.ticket, factor: r.factor, phone: v.phone });
      setLeft(r.factor === 'sms' ? Math.max(r.resendIn, r.resendIn === 0 ? 60 : 0) : 0);
    });

  const onCode = (v: { code: string }) =>
    run(async () => {
      const r = await verify({ ticket: step!.ticket, code: v.code.trim() });
      setToken(r.token);
      onSignedIn();
    });

  const onResend = () =>
    run(async () => {
      await resend(step!.ticket);
      setLeft(60);
    });

  if (!step)
    return (
      <Form layout="vertical" onFinish={onPassword} requiredMark={false} disabled={busy}>
        {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
        <Form.Item
          label={t('auth.phone')}
          name="phone"
          rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: t('auth.phoneInvalid') }]}
        >
          <Input autoComplete="username" inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item
          label={t('auth.password')}
          name="password"
          rules={[{ required: true, message: t('auth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('auth.next')}
        </Button>
      </Form>
    );

  const masked = `${step.phone.slice(0, 3)}****${step.phone.slice(-4)}`;
  return (
    <Form layout="vertical" onFinish={onCode} requiredMark={false} disabled={busy}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>
        {step.factor === 'sms' ? t('auth.smsSent', { phone: masked }) : t('auth.totpPrompt')}
      </Typography.Paragraph>
      <Form.Item
        label={step.factor === 'sms' ? t('auth.smsCode') : t('auth.totpCode')}
        name="code"
        rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('auth.codeInvalid') }]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
      </Form.Item>
      {step.factor === 'sms' && (
        <Button
          type="link"
          onClick={onResend}
          disabled={busy || left > 0}
          style={{ paddingInline: 0, marginBottom: 12 }}
        >
          {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.resend')}
        </Button>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth.signIn')}
      </Button>
      <Button type="link" block onClick={() => setStep(null)} style={{ marginTop: 8 }}>
        {t('auth.back')}
      </Button>
    </Form>
  );
}
