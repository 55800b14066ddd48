import { useTranslation } from 'react-i18next';
import { Space } from 'antd';
import * as api from '@school/contract/api/admin/exams';
import { ExportButton } from '../../components/ExportButton.tsx';
import { ServerTable, type RowOf } from '../../components/ServerTable.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { request } from '../../lib/request.ts';
import { CreateButton, RowActions, StateTag, titleColumn, useContentList } from './contentList.tsx';
import { ExamEditor } from './ExamEditor.tsx';

/** Every exam: unit tests (also under their outline node) and the course exam of each level. */
export function ExamsTab() {
  const { t } = useTranslation();
  const { params } = useListParams();
  const list = useContentList(api.listAdminExams.path, (id) =>
    request(api.deleteAdminExam, { id }),
  );
  return (
    <>
      <ServerTable
        endpoint={api.listAdminExams}
        label={t('learning.tabs.exams')}
        rowKey={(e) => e.id}
        toolbar={
          <Space wrap>
            {list.can && <CreateButton onClick={list.create}>{t('learning.create')}</CreateButton>}
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
          titleColumn<RowOf<typeof api.listAdminExams>>(t('learning.title')),
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
            render: (_, e) => (
              <StateTag on={e.active} label={t(e.active ? 'learning.active' : 'learning.hidden')} />
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, e) =>
              list.can && (
                <RowActions onEdit={() => list.edit(e.id)} onRemove={() => list.remove(e.id)} />
              ),
          },
        ]}
      />
      {list.editing && <ExamEditor id={list.editing.id} onClose={list.closeEditor} />}
    </>
  );
}
