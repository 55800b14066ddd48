import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Card, Typography } from 'antd';
import { SignInForm } from '../../features/auth/SignInForm.tsx';
import { useToken } from '../../lib/session.ts';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';

export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (useToken()) return <Navigate to="/" replace />;
  return (
    <main
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}
    >
      <Card style={{ width: 400 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {t('auth.title')}
          </Typography.Title>
          <LanguageSwitch />
        </div>
        <Typography.Paragraph type="secondary">{t('common.appName')}</Typography.Paragraph>
        <SignInForm onSignedIn={() => navigate('/', { replace: true })} />
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/set-password">{t('auth.firstTime')}</Link>
        </div>
      </Card>
    </main>
  );
}
