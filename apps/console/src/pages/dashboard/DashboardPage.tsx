import { useTranslation } from 'react-i18next';
import { Col, Row, Typography } from 'antd';
import { useCan } from '../../lib/me.ts';
import { DASHBOARD_CARDS } from '../../features/dashboard/cards.tsx';

export default function DashboardPage() {
  const { t } = useTranslation();
  const can = useCan();
  const cards = DASHBOARD_CARDS.filter((c) => can(c.permission));
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('menu.dashboard')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {cards.map(({ key, Card, span }) => (
          <Col key={key} span={span ?? 8}>
            <Card />
          </Col>
        ))}
      </Row>
    </>
  );
}
