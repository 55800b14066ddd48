import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, Input, Space } from 'antd';
import { PASSWORD_MAX, PASSWORD_MIN } from '@school/contract/rules/basic';
import { errorText } from '../../lib/errorText.ts';
import { sendPasswordCode, setPassword } from './calls.ts';
import { useCountdown } from './useCountdown.ts';

/**
 * First sign-in of an invited member, or a forgotten password: an SMS code to the member's phone,
 * then the new password. No password is ever handed over by someone else.
 */
export function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ phone: string; code: string; password: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useCountdown();

  const send = async () => {
    setError(null);
    try {
      const { phone } = await form.validateFields(['phone']);
      await sendPasswordCode(phone);
      setLeft(60);
    } catch (e) {
      if (e && typeof e === 'object' && 'errorFields' in e) return;
      setError(errorText(e, t));
    }
  };

  const submit = async (v: { phone: string; code: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await setPassword({ phone: v.phone, code: v.code.trim(), password: v.password });
      onDone();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('auth.phone')}
        name="phone"
        rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: t('auth.phoneInvalid') }]}
      >
        <Input autoComplete="username" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label={t('auth.smsCode')} required>
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('auth.codeInvalid') }]}
          >
            <Input
              aria-label={t('auth.smsCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <Button onClick={send} disabled={left > 0}>
            {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        label={t('auth.newPassword')}
        name="password"
        extra={t('auth.passwordRule', { min: PASSWORD_MIN })}
        rules={[
          {
            required: true,
            min: PASSWORD_MIN,
            max: PASSWORD_MAX,
            message: t('auth.passwordRule', { min: PASSWORD_MIN }),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth.setPassword')}
      </Button>
    </Form>
  );
}
