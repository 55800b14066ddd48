import { useTranslation } from 'react-i18next';
import { Card, Typography } from 'antd';
import { useMe } from '../../lib/me.ts';

/** Who is signed in and as what: the card every role sees. */
export function WelcomeCard() {
  const { t } = useTranslation();
  const me = useMe().data;
  if (!me) return null;
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('dashboard.welcome', { name: me.name })}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t('dashboard.yourRole', { role: t(`common.role.${me.role}`) })}
      </Typography.Text>
    </Card>
  );
}
