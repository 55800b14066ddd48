import { useTranslation } from 'react-i18next';
import { Button, Tag, Typography } from 'antd';
import type { AdminInboxItem } from '@school/contract/api/admin/inbox';
import type { ServerColumn } from '../../components/ServerTable.tsx';
import { dateTime } from '../../lib/format.ts';

/** The inbox's columns (the inbox page, and a family's messages tab without the family). */
export function useInboxColumns(opts: {
  canReply: boolean;
  onReply: (item: AdminInboxItem) => void;
  withFamily: boolean;
  filters: boolean;
}): ServerColumn<AdminInboxItem>[] {
  const { t } = useTranslation();
  const cols: (ServerColumn<AdminInboxItem> | false)[] = [
    {
      key: 'kind',
      title: t('inbox.kind'),
      width: 130,
      ...(opts.filters
        ? {
            filters: [
              { value: 'message', text: t('inbox.kinds.message') },
              { value: 'feedback', text: t('inbox.kinds.feedback') },
            ],
          }
        : {}),
      render: (_, i) => (
        <Tag color={i.kind === 'message' ? '#1d39c4' : '#531dab'}>{t(`inbox.kinds.${i.kind}`)}</Tag>
      ),
    },
    opts.withFamily && {
      key: 'family',
      title: t('inbox.family'),
      render: (_, i) => (
        <a href={`#/families/${i.familyId}`}>
          {i.familyName || `#${i.familyId}`}
          {i.familyPhone && <div style={{ color: '#595959' }}>{i.familyPhone}</div>}
        </a>
      ),
    },
    {
      key: 'to',
      title: t('inbox.to'),
      render: (_, i) =>
        i.kind === 'message'
          ? i.teacherName
          : i.feedbackType
            ? t(`inbox.feedbackTypes.${i.feedbackType}`)
            : '',
    },
    {
      key: 'content',
      title: t('inbox.content'),
      render: (_, i) => (
        <div style={{ maxWidth: 420 }}>
          <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>
            {i.content}
          </Typography.Paragraph>
          {i.contact && (
            <div style={{ color: '#595959' }}>
              {t('inbox.contact')}: {i.contact}
            </div>
          )}
          {i.reply && (
            <div style={{ borderLeft: '3px solid #1677ff', paddingLeft: 8, marginTop: 6 }}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{i.reply.text}</div>
              <div style={{ color: '#595959', fontSize: 12 }}>
                {t('inbox.replyBy', { name: i.reply.staffName, at: dateTime(i.reply.at) })}
              </div>
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'createdAt',
      title: t('inbox.sentAt'),
      width: 150,
      ...(opts.filters ? { sorter: true } : {}),
      render: (_, i) => dateTime(i.createdAt),
    },
    {
      key: 'answered',
      title: t('inbox.answered'),
      width: 110,
      ...(opts.filters
        ? {
            filters: [
              { value: 'false', text: t('inbox.answeredNo') },
              { value: 'true', text: t('inbox.answeredYes') },
            ],
          }
        : {}),
      render: (_, i) =>
        i.reply ? (
          <Tag color="#237804">{t('inbox.answeredYes')}</Tag>
        ) : (
          <Tag color="#ad4e00">{t('inbox.answeredNo')}</Tag>
        ),
    },
    opts.canReply && {
      key: 'actions',
      title: t('common.actions'),
      width: 110,
      render: (_, i) => (
        <Button
          size="small"
          type={i.reply ? 'default' : 'primary'}
          // Its name starts with the words it shows (WCAG 2.5.3 Label in Name), then whose.
          aria-label={t(i.reply ? 'inbox.editReplyOf' : 'inbox.replyOf', {
            name: i.familyName || i.familyPhone || i.familyId,
          })}
          onClick={() => opts.onReply(i)}
        >
          {i.reply ? t('inbox.editReply') : t('inbox.replyAction')}
        </Button>
      ),
    },
  ];
  return cols.filter((c): c is ServerColumn<AdminInboxItem> => c !== false);
}
