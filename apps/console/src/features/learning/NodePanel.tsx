import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Card, Form, Radio, Space, Table } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/outline';
import * as examApi from '@school/contract/api/admin/exams';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { errorText } from '../../lib/errorText.ts';
import { useCan } from '../../lib/me.ts';
import { request } from '../../lib/request.ts';
import { ExamEditor } from './ExamEditor.tsx';
import { TextbooksPanel } from './TextbooksPanel.tsx';

interface Props {
  node: api.AdminOutlineNode;
  siblings: api.AdminOutlineNode[];
  onAddChild: () => void;
  onMove: (index: number) => void;
  onSaved: () => void;
}

/** One outline node: its names and status, its place among its siblings, textbooks, unit tests. */
export function NodePanel({ node, siblings, onAddChild, onMove, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan()('content.edit');
  const client = useQueryClient();
  const [exam, setExam] = useState<{ id: number | null } | null>(null);
  const at = siblings.findIndex((s) => s.id === node.id);
  const save = useMutation({
    mutationFn: (v: { name: { zh: string; en: string }; status: 1 | 2 }) =>
      request(api.saveAdminOutlineNode, { id: node.id, ...v, cover: node.cover }),
    onSuccess: () => {
      void message.success(t('learning.saved'));
      onSaved();
    },
    onError: (e) => void message.error(errorText(e, t)),
  });
  const examsKey = ['learning', 'nodeExams', node.id];
  const exams = useQuery({
    queryKey: examsKey,
    queryFn: ({ signal }) =>
      request(
        examApi.listAdminExams,
        { outlineId: node.id, kind: 'unit', pageSize: 100 } as never,
        signal,
      ),
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={<h2 style={{ margin: 0, fontSize: 16 }}>{node.name.zh}</h2>}
        extra={
          can && (
            <Space>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`${t('learning.moveUp', { n: at + 1 })}`}
                disabled={at <= 0}
                onClick={() => onMove(at - 1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`${t('learning.moveDown', { n: at + 1 })}`}
                disabled={at === siblings.length - 1}
                onClick={() => onMove(at + 1)}
              />
              <Button size="small" icon={<PlusOutlined />} onClick={onAddChild}>
                {t('learning.addChild')}
              </Button>
            </Space>
          )
        }
      >
        <Form
          name="outlineNode"
          layout="vertical"
          initialValues={{ name: node.name, status: node.status }}
          onFinish={(v) => save.mutate(v)}
          disabled={!can}
        >
          <BilingualInput name="name" label={t('learning.nodeName')} required maxLength={100} />
          <Form.Item name="status" label={t('learning.nodeStatus')}>
            <Radio.Group
              options={[
                { value: 1, label: t('learning.statusShown') },
                { value: 2, label: t('learning.statusHidden') },
              ]}
            />
          </Form.Item>
          {can && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          )}
        </Form>
      </Card>
      <TextbooksPanel outlineId={node.id} />
      <Card
        size="small"
        title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('learning.unitExams')}</h2>}
        extra={
          can && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => setExam({ id: null })}>
              {t('learning.examCreateUnit')}
            </Button>
          )
        }
      >
        <Table
          size="small"
          aria-label={t('learning.unitExams')}
          rowKey="id"
          pagination={false}
          loading={exams.isFetching}
          dataSource={exams.data?.list ?? []}
          columns={[
            { key: 'title', title: t('learning.title'), render: (_, e) => e.title.zh },
            { key: 'q', title: t('learning.questionCount'), dataIndex: 'questionCount' },
            { key: 'r', title: t('learning.resultCount'), dataIndex: 'resultCount' },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_, e) => (
                <Button size="small" onClick={() => setExam({ id: e.id })}>
                  {t('learning.edit')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {exam && (
        <ExamEditor
          id={exam.id}
          fixed={{ kind: 'unit', outlineId: node.id }}
          onClose={(saved) => {
            setExam(null);
            if (saved) void client.invalidateQueries({ queryKey: examsKey });
          }}
        />
      )}
    </Space>
  );
}
