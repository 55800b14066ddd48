import { useTranslation } from 'react-i18next';
import { App, Button, Input, Space } from 'antd';
import { useMutation } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/books';
import { ExportButton } from '../../components/ExportButton.tsx';
import { ServerTable, type RowOf } from '../../components/ServerTable.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { errorText } from '../../lib/errorText.ts';
import { request } from '../../lib/request.ts';
import { CreateButton, RowActions, StateTag, titleColumn, useContentList } from './contentList.tsx';
import { BookEditor } from './BookEditor.tsx';

/**
 * Picture books (绘本): the list with level, pages and whether families can see each book; a
 * new book is a draft until published. Editing opens the book's editor (pages, audio, order).
 */
export function BooksTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { params, set } = useListParams();
  const list = useContentList(api.listAdminBooks.path, (id) =>
    request(api.deleteAdminBook, { id }),
  );
  const publish = useMutation({
    mutationFn: (v: { id: number; published: boolean }) => request(api.publishAdminBook, v),
    onSuccess: (_, v) => {
      void message.success(t(v.published ? 'learning.publishedDone' : 'learning.unpublishedDone'));
      void list.refresh();
    },
    onError: (e) => void message.error(errorText(e, t)),
  });

  return (
    <>
      <ServerTable
        endpoint={api.listAdminBooks}
        label={t('learning.tabs.books')}
        rowKey={(b) => b.id}
        toolbar={
          <Space wrap>
            <Input.Search
              allowClear
              aria-label={t('learning.search')}
              placeholder={t('learning.search')}
              defaultValue={params.q}
              onSearch={(q) => set({ q })}
              style={{ width: 240 }}
            />
            {list.can && (
              <CreateButton onClick={list.create}>{t('learning.bookCreate')}</CreateButton>
            )}
            <ExportButton
              endpoint={api.listAdminBooks}
              filters={filtersOf(params)}
              fileName={t('learning.tabs.books')}
              columns={[
                { title: 'ID', value: (b) => b.id },
                { title: t('learning.title'), value: (b) => b.title.zh },
                { title: `${t('learning.title')} (English)`, value: (b) => b.title.en },
                { title: t('learning.level'), value: (b) => b.level },
                { title: t('learning.pageCount'), value: (b) => b.pageCount },
                { title: t('learning.published'), value: (b) => (b.published ? '✓' : '') },
              ]}
            />
          </Space>
        }
        columns={[
          {
            key: 'cover',
            title: t('learning.cover'),
            render: (_, b) => <img src={b.cover} alt={b.title.zh} style={{ height: 48 }} />,
          },
          titleColumn<RowOf<typeof api.listAdminBooks>>(t('learning.title')),
          { key: 'level', title: t('learning.level'), dataIndex: 'level', sorter: true },
          { key: 'pageCount', title: t('learning.pageCount'), dataIndex: 'pageCount' },
          { key: 'sort', title: t('learning.sort'), dataIndex: 'sort', sorter: true },
          {
            key: 'published',
            title: t('learning.status'),
            filters: [
              { value: 'yes', text: t('learning.published') },
              { value: 'no', text: t('learning.draft') },
            ],
            render: (_, b) => (
              <StateTag
                on={b.published}
                label={t(b.published ? 'learning.published' : 'learning.draft')}
              />
            ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, b) =>
              list.can ? (
                <RowActions onEdit={() => list.edit(b.id)} onRemove={() => list.remove(b.id)}>
                  <Button
                    size="small"
                    type={b.published ? 'default' : 'primary'}
                    aria-label={`${t(b.published ? 'learning.unpublish' : 'learning.publish')}: ${b.title.zh}`}
                    onClick={() => publish.mutate({ id: b.id, published: !b.published })}
                  >
                    {t(b.published ? 'learning.unpublish' : 'learning.publish')}
                  </Button>
                </RowActions>
              ) : null,
          },
        ]}
      />
      {list.editing && <BookEditor id={list.editing.id} onClose={list.closeEditor} />}
    </>
  );
}
