import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Descriptions, Drawer, Empty, Space, Spin, Table, Typography } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import type { AdminLessonDetail } from '@school/contract/api/admin/lessons';
import { errorText } from '../../lib/errorText.ts';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';
import { fetchReplay, useLesson } from './calls.ts';
import { LessonActions } from './LessonActions.tsx';
import { StatusTag } from './StatusTag.tsx';

/**
 * One lesson (docs/design/console.md §7): who, when, its state; the report; attendance and credit changes;
 * the replay (a signed short-lived link, played here); and, for `lessons.edit`, the changes.
 */
export function LessonDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useLesson(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={720}
      title={id !== null ? t('lessons.detailsOf', { id }) : ''}
      destroyOnHidden
    >
      {q.isPending && <Spin aria-label={t('common.loading')} />}
      {q.isError && <Alert type="error" showIcon title={errorText(q.error, t)} />}
      {q.data && <LessonDetail lesson={q.data} />}
    </Drawer>
  );
}

function LessonDetail({ lesson: l }: { lesson: AdminLessonDetail }) {
  const { t } = useTranslation();
  const can = useCan()('lessons.edit');
  const yesNo = (v: boolean) => (v ? t('lessons.yes') : t('lessons.no'));
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t('lessons.time')} span={2}>
          {dateTime(l.startAt)} – {dateTime(l.endAt).slice(11)}
        </Descriptions.Item>
        <Descriptions.Item label={t('lessons.teacher')}>
          <span data-testid="lesson-teacher">{l.teacher.name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('lessons.family')}>
          {l.family.name} (#{l.family.id})
        </Descriptions.Item>
        <Descriptions.Item label={t('lessons.status')}>
          <StatusTag status={l.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('lessons.level')}>
          {l.courseLevel ? `Level ${l.courseLevel}` : '—'}
        </Descriptions.Item>
        {l.note ? (
          <Descriptions.Item label={t('lessons.note')} span={2}>
            {l.note}
          </Descriptions.Item>
        ) : null}
        {l.cancelReason === null ? null : (
          <Descriptions.Item label={t('lessons.cancelReason')} span={2}>
            {l.cancelReason} {l.creditReturned ? `（${t('lessons.creditReturned')}）` : ''}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('lessons.studentJoined')}>
          {yesNo(l.attendance.studentJoined)}
        </Descriptions.Item>
        <Descriptions.Item label={t('lessons.teacherJoined')}>
          {yesNo(l.attendance.teacherJoined)}
        </Descriptions.Item>
      </Descriptions>

      {can && <LessonActions lesson={l} />}

      <section aria-labelledby="lesson-report">
        <Typography.Title level={2} id="lesson-report" style={{ fontSize: 16 }}>
          {t('lessons.report')}
        </Typography.Title>
        {l.report ? (
          <Descriptions bordered size="small" column={5} layout="vertical">
            {(['pronunciation', 'vocabulary', 'grammar', 'fluency', 'confidence'] as const).map(
              (k) => (
                <Descriptions.Item key={k} label={t(`lessons.skills.${k}`)}>
                  {'★'.repeat(l.report![k])}
                </Descriptions.Item>
              ),
            )}
            <Descriptions.Item label={t('lessons.comment')} span={5}>
              {l.report.comment}
            </Descriptions.Item>
            <Descriptions.Item label={t('lessons.homework')} span={5}>
              {l.report.homework}
            </Descriptions.Item>
            <Descriptions.Item label={t('lessons.words')} span={5}>
              {l.report.words.join(', ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('lessons.writtenAt')} span={5}>
              {l.report.teacherName} · {dateTime(l.report.writtenAt)}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type={l.reportLate ? 'danger' : 'secondary'}>
            {t('lessons.noReport')}
            {l.reportLate ? ` (${t('lessons.reportLate')})` : ''}
          </Typography.Text>
        )}
      </section>

      <section aria-labelledby="lesson-credits">
        <Typography.Title level={2} id="lesson-credits" style={{ fontSize: 16 }}>
          {t('lessons.credits')}
        </Typography.Title>
        <Table
          size="small"
          pagination={false}
          rowKey={(_, i) => String(i)}
          dataSource={l.credits}
          locale={{ emptyText: t('lessons.noCredits') }}
          columns={[
            { key: 'at', title: t('lessons.creditAt'), render: (_, c) => dateTime(c.createdAt) },
            {
              key: 'reason',
              title: t('lessons.creditReason'),
              render: (_, c) => t(`lessons.reasons.${c.reason}`),
            },
            {
              key: 'change',
              title: '±',
              render: (_, c) => (c.change > 0 ? `+${c.change}` : c.change),
            },
          ]}
        />
      </section>

      <Replay lesson={l} />
    </Space>
  );
}

function Replay({ lesson: l }: { lesson: AdminLessonDetail }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    try {
      setError(null);
      setUrl((await fetchReplay(l.id)).url);
    } catch (e) {
      setError(errorText(e, t));
    }
  };
  return (
    <section aria-labelledby="lesson-replay">
      <Typography.Title level={2} id="lesson-replay" style={{ fontSize: 16 }}>
        {t('lessons.replay')}
      </Typography.Title>
      {!l.hasRecording ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lessons.noReplay')} />
      ) : url ? (
        <video
          src={url}
          controls
          autoPlay
          aria-label={t('lessons.replayOf', { id: l.id })}
          style={{ width: '100%', background: '#000' }}
        />
      ) : (
        <Button icon={<PlayCircleOutlined />} onClick={() => void open()}>
          {t('lessons.watchReplay')}
        </Button>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
    </section>
  );
}
