import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Input, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/books';
import { ExportButton } from '../../components/ExportButton.tsx';
import { ServerTable } from '../../components/ServerTable.tsx';
import { filtersOf, useListParams } from '../../components/listParams.ts';
import { errorText } from '../../lib/errorText.ts';
import { useCan } from '../../lib/me.ts';
import { request } from '../../lib/request.ts';
import { PUBLISHED_GREEN } from './outlineTree.ts';
import { BookEditor } from './BookEditor.tsx';

/**
 * Picture books (绘本): the list with level, pages and whether families can see each book; a
 * new book is a draft until published. Editing opens the book's editor (pages, audio, order).
 */
export function BooksTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan()('content.edit');
  const client = useQueryClient();
  const { params, set } = useListParams();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list', api.listAdminBooks.path] });
  const publish = useMutation({
    mutationFn: (v: { id: number; published: boolean }) => request(api.publishAdminBook, v),
    onSuccess: (_, v) => {
      void message.success(t(v.published ? 'learning.publishedDone' : 'learning.unpublishedDone'));
      void refresh();
    },
    onError: (e) => void message.error(errorText(e, t)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => request(api.deleteAdminBook, { id }),
    onSuccess: () => {
      void message.success(t('learning.removed'));
      void refresh();
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
            {can && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ id: null })}
              >
                {t('learning.bookCreate')}
              </Button>
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
          {
            key: 'title',
            title: t('learning.title'),
            render: (_, b) => (
              <div>
                <div>{b.title.zh}</div>
                <div lang="en">{b.title.en}</div>
              </div>
            ),
          },
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
            render: (_, b) =>
              b.published ? (
                <Tag color={PUBLISHED_GREEN}>{t('learning.published')}</Tag>
              ) : (
                <Tag>{t('learning.draft')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, b) =>
              can ? (
                <Space>
                  <Button size="small" onClick={() => setEditing({ id: b.id })}>
                    {t('learning.edit')}
                  </Button>
                  <Button
                    size="small"
                    type={b.published ? 'default' : 'primary'}
                    aria-label={`${t(b.published ? 'learning.unpublish' : 'learning.publish')}: ${b.title.zh}`}
                    onClick={() => publish.mutate({ id: b.id, published: !b.published })}
                  >
                    {t(b.published ? 'learning.unpublish' : 'learning.publish')}
                  </Button>
                  <Popconfirm
                    title={t('learning.removeConfirm')}
                    onConfirm={() => remove.mutate(b.id)}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                  >
                    <Button size="small" danger>
                      {t('learning.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
      {editing && (
        <BookEditor
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
