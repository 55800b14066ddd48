import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Card, Statistic } from 'antd';
import { listAdminInbox } from '@school/contract/api/admin/inbox';
import { request } from '../../lib/request.ts';

/** Families' messages and feedback still waiting for the school's reply (links to the inbox). */
export function InboxCard() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['list', listAdminInbox.path, 'dashboard'],
    queryFn: ({ signal }) =>
      request(listAdminInbox, { page: 1, pageSize: 1, answered: 'false' }, signal),
  });
  return (
    <Card title={t('inbox.menu')} extra={<a href="#/inbox?answered=false">{t('inbox.open')}</a>}>
      <Statistic title={t('inbox.waiting')} value={q.data?.total ?? '—'} loading={q.isPending} />
    </Card>
  );
}
