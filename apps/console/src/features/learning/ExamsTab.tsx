import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/exams';
import { ExportButton } from '../../components/ExportButton.tsx';
import { ServerTable } from '../../components/ServerTable.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { errorText } from '../../lib/errorText.ts';
import { useCan } from '../../lib/me.ts';
import { request } from '../../lib/request.ts';
import { PUBLISHED_GREEN } from './outlineTree.ts';
import { ExamEditor } from './ExamEditor.tsx';

/** Every exam: unit tests (also under their outline node) and the course exam of each level. */
export function ExamsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan()('content.edit');
  const { params } = useListParams();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list', api.listAdminExams.path] });
  const remove = useMutation({
    mutationFn: (id: number) => request(api.deleteAdminExam, { id }),
    onSuccess: () => {
      void message.success(t('learning.removed'));
      void refresh();
    },
    onError: (e) => void message.error(errorText(e, t)),
  });
  return (
    <>
      <ServerTable
        endpoint={api.listAdminExams}
        label={t('learning.tabs.exams')}
        rowKey={(e) => e.id}
        toolbar={
          <Space wrap>
            {can && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ id: null })}
              >
                {t('learning.create')}
              </Button>
            )}
            <ExportButton
              endpoint={api.listAdminExams}
              filters={filtersOf(params)}
              fileName={t('learning.tabs.exams')}
              columns={[
                { title: 'ID', value: (e) => e.id },
                { title: t('learning.title'), value: (e) => e.title.zh },
                { title: `${t('learning.title')} (English)`, value: (e) => e.title.en },
                { title: t('learning.kind'), value: (e) => t(`learning.kinds.${e.kind}`) },
                { title: t('learning.level'), value: (e) => e.level },
                { title: t('learning.questionCount'), value: (e) => e.questionCount },
                { title: t('learning.resultCount'), value: (e) => e.resultCount },
              ]}
            />
          </Space>
        }
        columns={[
          {
            key: 'title',
            title: t('learning.title'),
            render: (_, e) => (
              <div>
                <div>{e.title.zh}</div>
                <div lang="en">{e.title.en}</div>
              </div>
            ),
          },
          {
            key: 'kind',
            title: t('learning.kind'),
            filters: (['unit', 'course'] as const).map((k) => ({
              value: k,
              text: t(`learning.kinds.${k}`),
            })),
            render: (_, e) =>
              `${t(`learning.kinds.${e.kind}`)}${e.level !== null ? ` · ${t('learning.level')} ${e.level}` : ''}`,
          },
          { key: 'questionCount', title: t('learning.questionCount'), dataIndex: 'questionCount' },
          { key: 'resultCount', title: t('learning.resultCount'), dataIndex: 'resultCount' },
          { key: 'sort', title: t('learning.sort'), dataIndex: 'sort', sorter: true },
          {
            key: 'active',
            title: t('learning.status'),
            render: (_, e) =>
              e.active ? (
                <Tag color={PUBLISHED_GREEN}>{t('learning.active')}</Tag>
              ) : (
                <Tag>{t('learning.hidden')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, e) =>
              can && (
                <Space>
                  <Button size="small" onClick={() => setEditing({ id: e.id })}>
                    {t('learning.edit')}
                  </Button>
                  <Popconfirm
                    title={t('learning.removeConfirm')}
                    onConfirm={() => remove.mutate(e.id)}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                  >
                    <Button size="small" danger>
                      {t('learning.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      {editing && (
        <ExamEditor
          id={editing.id}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </>
  );
}
