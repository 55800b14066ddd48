import { useTranslation } from 'react-i18next';
import { App, Button, Card, Form, Input } from 'antd';
import { PASSWORD_MAX, PASSWORD_MIN } from '@school/contract/rules/basic';
import { errorText } from '../../lib/errorText.ts';
import { changePassword } from './calls.ts';

type Values = { oldPassword: string; password: string; again: string };

/** Change the own password; the member's other sessions end. */
export function PasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = async (v: Values) => {
    try {
      await changePassword({ oldPassword: v.oldPassword, password: v.password });
      void message.success(t('account.passwordChanged'));
      form.resetFields();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('account.password')}</h2>}>
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 360 }}>
        <Form.Item label={t('account.oldPassword')} name="oldPassword" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('auth.newPassword')}
          name="password"
          extra={t('auth.passwordRule', { min: PASSWORD_MIN })}
          rules={[{ required: true, min: PASSWORD_MIN, max: PASSWORD_MAX }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('account.again')}
          name="again"
          dependencies={['password']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: async (_, v) => {
                if (v !== getFieldValue('password')) throw new Error(t('account.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
