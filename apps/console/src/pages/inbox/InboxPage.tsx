import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AdminInboxItem } from '@school/contract/api/admin/inbox';
import { ExportButton } from '../../components/ExportButton.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { ServerTable } from '../../components/ServerTable.tsx';
import { listAdminInbox } from '../../features/inbox/calls.ts';
import { useInboxColumns } from '../../features/inbox/columns.tsx';
import { ReplyForm } from '../../features/inbox/ReplyForm.tsx';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';

/**
 * The inbox (docs/design/console.md §7): families' messages to teachers and feedback in one list (filters:
 * kind, answered, dates), each with the school's reply, which the family reads in the app.
 */
export default function InboxPage() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const canReply = useCan()('messages.reply');
  const [replying, setReplying] = useState<AdminInboxItem | null>(null);
  const columns = useInboxColumns({
    canReply,
    onReply: setReplying,
    withFamily: true,
    filters: true,
  });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {t('inbox.menu')}
      </Typography.Title>
      <ServerTable
        endpoint={listAdminInbox}
        label={t('inbox.menu')}
        rowKey={(i) => `${i.kind}:${i.id}`}
        columns={columns}
        toolbar={
          <Space wrap>
            <DatePicker.RangePicker
              aria-label={t('inbox.dates')}
              value={params.from && params.to ? [dayjs(params.from), dayjs(params.to)] : undefined}
              onChange={(range) =>
                set({
                  from: range?.[0]?.format('YYYY-MM-DD') ?? null,
                  to: range?.[1]?.format('YYYY-MM-DD') ?? null,
                })
              }
            />
            <ExportButton
              endpoint={listAdminInbox}
              filters={filtersOf(params)}
              fileName={t('inbox.menu')}
              columns={[
                { title: t('inbox.kind'), value: (i) => t(`inbox.kinds.${i.kind}`) },
                { title: t('inbox.family'), value: (i) => i.familyName },
                { title: t('families.phone'), value: (i) => i.familyPhone ?? '' },
                { title: t('inbox.to'), value: (i) => i.teacherName ?? i.feedbackType ?? '' },
                { title: t('inbox.content'), value: (i) => i.content },
                { title: t('inbox.sentAt'), value: (i) => dateTime(i.createdAt) },
                { title: t('inbox.reply'), value: (i) => i.reply?.text ?? '' },
              ]}
            />
          </Space>
        }
      />
      <ReplyForm item={replying} onClose={() => setReplying(null)} />
    </>
  );
}
