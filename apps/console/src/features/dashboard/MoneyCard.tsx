import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { viewMoneyDashboard } from '@school/contract/api/admin/finance';
import { errorText } from '../../lib/errorText.ts';
import { request } from '../../lib/request.ts';

const MoneyChart = lazy(() => import('./MoneyChart.tsx'));

/** The dashboard's money (dashboard.money): today, this month, unused credits, 30 days. */
export function MoneyCard() {
  const { t } = useTranslation();
  // The finance area's changes drop every ['finance', ...] query.
  const q = useQuery({
    queryKey: ['finance', 'dashboard'],
    queryFn: ({ signal }) => request(viewMoneyDashboard, {}, signal),
  });
  const d = q.data;
  const money = (fen: number) =>
    `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('finance.card.title')}</h2>}
      extra={<Link to="/finance">{t('finance.card.more')}</Link>}
    >
      {q.isError && <Alert type="error" showIcon title={errorText(q.error, t)} />}
      {!d && !q.isError && <Skeleton active />}
      {d && (
        <>
          <Row gutter={16}>
            <Col span={4}>
              <Statistic title={t('finance.card.today')} value={money(d.today.paid)} />
            </Col>
            <Col span={4}>
              <Statistic title={t('finance.card.todayRefunds')} value={money(d.today.refunded)} />
            </Col>
            <Col span={5}>
              <Statistic title={t('finance.card.month')} value={money(d.month.paid)} />
            </Col>
            <Col span={5}>
              <Statistic title={t('finance.card.monthRefunds')} value={money(d.month.refunded)} />
            </Col>
            <Col span={6}>
              <Statistic
                title={t('finance.card.unused')}
                value={money(d.unused.value)}
                suffix={
                  <span style={{ fontSize: 14 }}>
                    {t('finance.card.unusedCredits', { credits: d.unused.credits })}
                  </span>
                }
              />
            </Col>
          </Row>
          {d.openDifferences > 0 && (
            <Alert
              style={{ marginTop: 16 }}
              type="warning"
              showIcon
              title={
                <Link to="/finance?tab=reconciliation">
                  {t('finance.card.openDifferences', { count: d.openDifferences })}
                </Link>
              }
            />
          )}
          <h3 style={{ fontSize: 14, margin: '16px 0 8px' }}>{t('finance.card.chart')}</h3>
          <Suspense fallback={<Skeleton active />}>
            <MoneyChart days={d.days} />
          </Suspense>
        </>
      )}
    </Card>
  );
}
