import { useTranslation } from 'react-i18next';
import { Descriptions, Space, Typography } from 'antd';
import { PasswordCard } from '../../features/account/PasswordCard.tsx';
import { TotpCard } from '../../features/account/TotpCard.tsx';
import { useMe } from '../../lib/me.ts';

export default function AccountPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {t('menu.account')}
      </Typography.Title>
      {me && (
        <Descriptions
          bordered
          column={3}
          items={[
            { key: 'name', label: t('staff.name'), children: me.name },
            { key: 'phone', label: t('staff.phone'), children: me.phone },
            { key: 'role', label: t('staff.role'), children: t(`common.role.${me.role}`) },
          ]}
        />
      )}
      <TotpCard />
      <PasswordCard />
    </Space>
  );
}
