import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, QRCode, Space, Typography } from 'antd';
import { errorText } from '../../lib/errorText.ts';
import { ME_KEY, useMe } from '../../lib/me.ts';
import { disableTotp, enableTotp, setupTotp } from './calls.ts';

/**
 * The authenticator (TOTP) as second factor: scan the QR code (antd's QRCode, drawn in the
 * browser: the secret never goes to a third party), confirm with a code; sign-in then asks for
 * the app's code instead of an SMS. Turning it off needs the password.
 */
export function TotpCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const me = useMe().data;
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ME_KEY });
  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  const title = <h2 style={{ fontSize: 16, margin: 0 }}>{t('account.totp')}</h2>;
  if (me?.totpEnabled)
    return (
      <Card title={title}>
        <Typography.Paragraph>{t('account.totpOn')}</Typography.Paragraph>
        <Form
          layout="inline"
          onFinish={(v: { password: string }) =>
            attempt(async () => {
              await disableTotp(v.password);
              void message.success(t('account.totpDisabled'));
              await refresh();
            })
          }
        >
          <Form.Item label={t('auth.password')} name="password" rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button danger htmlType="submit">
            {t('account.totpDisable')}
          </Button>
        </Form>
      </Card>
    );

  return (
    <Card title={title}>
      <Typography.Paragraph>{t('account.totpOff')}</Typography.Paragraph>
      {!setup ? (
        <Button onClick={() => attempt(async () => setSetup(await setupTotp()))}>
          {t('account.totpSetup')}
        </Button>
      ) : (
        <Space align="start" size="large" wrap>
          <QRCode value={setup.otpauthUrl} aria-label={t('account.qr')} />
          <div>
            <Typography.Paragraph>{t('account.scan')}</Typography.Paragraph>
            <Typography.Paragraph copyable={{ text: setup.secret }}>
              {t('account.secret')}: <code>{setup.secret}</code>
            </Typography.Paragraph>
            <Form
              layout="inline"
              onFinish={(v: { code: string }) =>
                attempt(async () => {
                  await enableTotp(v.code.trim());
                  setSetup(null);
                  void message.success(t('account.totpEnabled'));
                  await refresh();
                })
              }
            >
              <Form.Item
                label={t('auth.totpCode')}
                name="code"
                rules={[
                  { required: true, pattern: /^\s*\d{6}\s*$/, message: t('auth.codeInvalid') },
                ]}
              >
                <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                {t('account.totpConfirm')}
              </Button>
            </Form>
          </div>
        </Space>
      )}
    </Card>
  );
}
