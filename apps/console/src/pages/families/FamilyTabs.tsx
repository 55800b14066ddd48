import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, Tag } from 'antd';
import type { AdminInboxItem } from '@school/contract/api/admin/inbox';
import {
  listAdminFamilyExams,
  listAdminFamilyGrants,
  listAdminFamilyLedger,
  listAdminFamilyLessons,
  listAdminFamilyOrders,
} from '../../features/families/calls.ts';
import { PagedTab } from '../../features/families/PagedTab.tsx';
import { listAdminInbox } from '../../features/inbox/calls.ts';
import { useInboxColumns } from '../../features/inbox/columns.tsx';
import { ReplyForm } from '../../features/inbox/ReplyForm.tsx';
import { dateTime, yuan } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';

/** A family's tabs; each pages on the server. Finance sees the orders tab only. */
export function FamilyTabs({ id }: { id: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const [replying, setReplying] = useState<AdminInboxItem | null>(null);
  const inboxColumns = useInboxColumns({
    canReply: can('messages.reply'),
    onReply: setReplying,
    withFamily: false,
    filters: false,
  });
  const fixed = { id };

  const grants = (
    <PagedTab
      endpoint={listAdminFamilyGrants}
      fixed={fixed}
      label={t('families.tabs.grants')}
      rowKey={(g) => g.id}
      columns={[
        { key: 'name', title: t('families.grantName'), dataIndex: 'name' },
        { key: 'total', title: t('families.grantTotal'), dataIndex: 'total' },
        { key: 'remaining', title: t('families.grantRemaining'), dataIndex: 'remaining' },
        {
          key: 'expiresAt',
          title: t('families.expiresAt'),
          render: (_, g) => (
            <span style={{ color: g.expired ? '#8c8c8c' : undefined }}>
              {dateTime(g.expiresAt)}
            </span>
          ),
        },
        {
          key: 'staff',
          title: t('families.grantedBy'),
          render: (_, g) =>
            g.staff ? (
              <span>
                <Tag>{t(`families.kinds.${g.staff.kind}`)}</Tag>
                {g.staff.staffName}
              </span>
            ) : null,
        },
        { key: 'reason', title: t('families.grantReason'), render: (_, g) => g.staff?.reason },
        { key: 'createdAt', title: t('families.time'), render: (_, g) => dateTime(g.createdAt) },
      ]}
    />
  );
  const ledger = (
    <PagedTab
      endpoint={listAdminFamilyLedger}
      fixed={fixed}
      label={t('families.tabs.ledger')}
      rowKey={(r) => r.id}
      columns={[
        { key: 'createdAt', title: t('families.time'), render: (_, r) => dateTime(r.createdAt) },
        {
          key: 'change',
          title: t('families.change'),
          render: (_, r) => (
            <span style={{ color: r.change > 0 ? '#237804' : '#a8071a' }}>
              {r.change > 0 ? `+${r.change}` : r.change}
            </span>
          ),
        },
        {
          key: 'reason',
          title: t('families.ledgerReason'),
          render: (_, r) => t(`families.reasons.${r.reason}`),
        },
        { key: 'note', title: t('families.note'), dataIndex: 'note' },
        { key: 'staffName', title: t('families.grantedBy'), render: (_, r) => r.staffName ?? '' },
      ]}
    />
  );
  const lessons = (
    <PagedTab
      endpoint={listAdminFamilyLessons}
      fixed={fixed}
      label={t('families.tabs.lessons')}
      rowKey={(l) => l.id}
      columns={[
        { key: 'startAt', title: t('families.lessonTime'), render: (_, l) => dateTime(l.startAt) },
        { key: 'teacher', title: t('families.teacher'), render: (_, l) => l.teacher.name },
        { key: 'title', title: t('families.product'), dataIndex: 'title' },
        {
          key: 'status',
          title: t('families.lessonStatus'),
          render: (_, l) => t(`families.lessonStatuses.${l.status}`),
        },
      ]}
    />
  );
  const orders = (
    <PagedTab
      endpoint={listAdminFamilyOrders}
      fixed={fixed}
      label={t('families.tabs.orders')}
      rowKey={(o) => o.id}
      columns={[
        { key: 'orderNo', title: t('families.orderNo'), dataIndex: 'orderNo' },
        { key: 'product', title: t('families.product'), render: (_, o) => o.productSnapshot.name },
        {
          key: 'amount',
          title: t('families.amount'),
          render: (_, o) => t('common.yuan', { amount: yuan(o.amount) }),
        },
        {
          key: 'status',
          title: t('families.orderStatus'),
          render: (_, o) => t(`families.orderStatuses.${o.status}`),
        },
        { key: 'createdAt', title: t('families.time'), render: (_, o) => dateTime(o.createdAt) },
        { key: 'paidAt', title: t('families.paidAt'), render: (_, o) => dateTime(o.paidAt) },
      ]}
    />
  );
  const exams = (
    <PagedTab
      endpoint={listAdminFamilyExams}
      fixed={fixed}
      label={t('families.tabs.exams')}
      rowKey={(r) => r.id}
      columns={[
        { key: 'examTitle', title: t('families.exam'), dataIndex: 'examTitle' },
        { key: 'score', title: t('families.score'), dataIndex: 'score' },
        {
          key: 'submittedAt',
          title: t('families.submittedAt'),
          render: (_, r) => dateTime(r.submittedAt),
        },
      ]}
    />
  );
  const messages = (
    <PagedTab
      endpoint={listAdminInbox}
      fixed={{ familyId: id }}
      label={t('families.tabs.messages')}
      rowKey={(i) => `${i.kind}:${i.id}`}
      columns={inboxColumns}
    />
  );

  const read = can('families.read');
  const items = [
    read && { key: 'grants', label: t('families.tabs.grants'), children: grants },
    read && { key: 'ledger', label: t('families.tabs.ledger'), children: ledger },
    read && { key: 'lessons', label: t('families.tabs.lessons'), children: lessons },
    can('families.orders') && { key: 'orders', label: t('families.tabs.orders'), children: orders },
    read && { key: 'exams', label: t('families.tabs.exams'), children: exams },
    can('messages.read') && {
      key: 'messages',
      label: t('families.tabs.messages'),
      children: messages,
    },
  ].filter((x) => x !== false);

  return (
    <>
      <Tabs items={items} destroyOnHidden />
      <ReplyForm item={replying} onClose={() => setReplying(null)} />
    </>
  );
}
