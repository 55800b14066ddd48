import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { dashboardContent } from '@school/contract/api/admin/dashboard';
import { errorText } from '../../lib/errorText.ts';
import { request } from '../../lib/request.ts';

/**
 * The dashboard's content figures (dashboard.content, docs/design/console.md §7): drafts waiting for the owner,
 * banners ending this week, books and exams unpublished, texts without English. Each links to the
 * page where the work is done.
 */
export function ContentCard() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['content', 'dashboard'],
    queryFn: ({ signal }) => request(dashboardContent, {}, signal),
  });
  const d = q.data;
  const figure = (title: string, value: number, to: string) => (
    <Statistic title={<Link to={to}>{title}</Link>} value={value} />
  );
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.content.title')}</h2>}>
      {q.isError && <Alert type="error" showIcon title={errorText(q.error, t)} />}
      {!d && !q.isError && <Skeleton active />}
      {d && (
        <Row gutter={16}>
          <Col span={5}>{figure(t('dashboard.content.drafts'), d.draftsWaiting, '/brand')}</Col>
          <Col span={5}>{figure(t('dashboard.content.banners'), d.bannersEnding, '/texts')}</Col>
          <Col span={5}>
            {figure(t('dashboard.content.books'), d.booksUnpublished, '/learning')}
          </Col>
          <Col span={5}>
            {figure(t('dashboard.content.exams'), d.examsUnpublished, '/learning')}
          </Col>
          <Col span={4}>
            {figure(t('dashboard.content.noEnglish'), d.textsWithoutEnglish, '/texts')}
          </Col>
        </Row>
      )}
    </Card>
  );
}
