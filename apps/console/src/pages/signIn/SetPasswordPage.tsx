import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { App, Card, Typography } from 'antd';
import { SetPasswordForm } from '../../features/auth/SetPasswordForm.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';

export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  return (
    <main
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}
    >
      <Card style={{ width: 400 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {t('auth.setPasswordTitle')}
          </Typography.Title>
          <LanguageSwitch />
        </div>
        <SetPasswordForm
          onDone={() => {
            void message.success(t('auth.passwordSet'));
            navigate('/login', { replace: true });
          }}
        />
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login">{t('auth.backToSignIn')}</Link>
        </div>
      </Card>
    </main>
  );
}
