import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Card, Form, InputNumber, Modal, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/books';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { UploadField } from '../../components/UploadField.tsx';
import { errorText } from '../../lib/errorText.ts';
import { useCan } from '../../lib/me.ts';
import { request } from '../../lib/request.ts';
import { uploadTo } from './BookEditor.tsx';
import { RowActions } from './contentList.tsx';

interface Values {
  title: { zh: string; en: string };
  level: number;
  cover: string | null;
  pdfUrl: string | null;
  pageCount: number;
  sort: number;
}

/** The textbooks (PDF) filed under one outline node: upload, titles in both languages, remove. */
export function TextbooksPanel({ outlineId }: { outlineId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan()('content.edit');
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ row: api.AdminTextbook | null } | null>(null);
  const key = ['learning', 'textbooks', outlineId];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request(api.listAdminTextbooks, { outlineId, pageSize: 100 }, signal),
  });
  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: key });
  };
  const save = useMutation({
    mutationFn: (v: Values) =>
      request(api.saveAdminTextbook, {
        ...(editing?.row ? { id: editing.row.id } : {}),
        outlineId,
        title: v.title,
        level: v.level,
        cover: v.cover ?? '',
        pdfUrl: v.pdfUrl ?? '',
        pageCount: v.pageCount,
        sort: v.sort ?? 0,
      }),
    onSuccess: () => {
      setEditing(null);
      done(t('learning.saved'));
    },
    onError: (e) => void message.error(errorText(e, t)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => request(api.deleteAdminTextbook, { id }),
    onSuccess: () => done(t('learning.removed')),
    onError: (e) => void message.error(errorText(e, t)),
  });
  const open = (row: api.AdminTextbook | null) => setEditing({ row });

  return (
    <Card
      size="small"
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('learning.textbooks')}</h2>}
      extra={
        can && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => open(null)}>
            {t('learning.textbookCreate')}
          </Button>
        )
      }
    >
      <Table
        size="small"
        aria-label={t('learning.textbooks')}
        rowKey="id"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={[
          {
            key: 'title',
            title: t('learning.title'),
            render: (_, b) => (
              <a href={b.pdfUrl} target="_blank" rel="noreferrer">
                {b.title.zh}
                {b.title.en && <span lang="en"> / {b.title.en}</span>}
              </a>
            ),
          },
          { key: 'level', title: t('learning.level'), dataIndex: 'level' },
          { key: 'pages', title: t('learning.pageCount'), dataIndex: 'pageCount' },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, b) =>
              can && <RowActions onEdit={() => open(b)} onRemove={() => remove.mutate(b.id)} />,
          },
        ]}
      />
      {editing && (
        <TextbookModal
          row={editing.row}
          saving={save.isPending}
          onCancel={() => setEditing(null)}
          onSave={(v) => save.mutate(v)}
        />
      )}
    </Card>
  );
}

const BLANK: Values = {
  title: { zh: '', en: '' },
  level: 1,
  cover: null,
  pdfUrl: null,
  pageCount: 1,
  sort: 0,
};

/** One textbook's form, mounted for each opening (a fresh form and save button). */
function TextbookModal(p: {
  row: api.AdminTextbook | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (v: Values) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open
      title={t('learning.textbookCreate')}
      onCancel={p.onCancel}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={p.saving}
      width={800}
    >
      <Form
        name="textbook"
        form={form}
        layout="vertical"
        initialValues={p.row ?? BLANK}
        onFinish={p.onSave}
      >
        <BilingualInput name="title" label={t('learning.title')} required maxLength={100} />
        <Space size="large" wrap align="start">
          <Form.Item name="level" label={t('learning.level')} rules={[{ required: true }]}>
            <InputNumber min={1} max={20} precision={0} />
          </Form.Item>
          <Form.Item name="pageCount" label={t('learning.pageCount')} rules={[{ required: true }]}>
            <InputNumber min={1} max={2000} precision={0} />
          </Form.Item>
          <Form.Item name="sort" label={t('learning.sort')}>
            <InputNumber precision={0} />
          </Form.Item>
        </Space>
        <Form.Item
          name="pdfUrl"
          label={t('learning.pdf')}
          rules={[{ required: true, message: t('learning.pdfRequired') }]}
        >
          <UploadField
            action={uploadTo('pdf')}
            accept="application/pdf"
            label={t('learning.pdf')}
            kind="file"
          />
        </Form.Item>
        <Form.Item
          name="cover"
          label={t('learning.cover')}
          rules={[{ required: true, message: t('learning.imageRequired') }]}
        >
          <UploadField
            action={uploadTo('cover')}
            accept="image/jpeg,image/png,image/webp"
            label={t('learning.cover')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
