import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Col, Form, Modal, Radio, Row, Space, Spin, Tag, Tree } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/outline';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { errorText } from '../../lib/errorText.ts';
import { useCan } from '../../lib/me.ts';
import { request } from '../../lib/request.ts';
import { NodePanel } from './NodePanel.tsx';
import { dropTarget, findNode, flatten } from './outlineTree.ts';

export const OUTLINE_KEY = ['learning', 'outline'] as const;

function treeData(nodes: api.AdminOutlineNode[], hidden: string): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span>
        {n.name.zh}
        {n.name.en && (
          <span lang="en" style={{ color: 'rgba(0,0,0,0.65)' }}>
            {' '}
            / {n.name.en}
          </span>
        )}
        {n.status === 2 && <Tag style={{ marginLeft: 8 }}>{hidden}</Tag>}
      </span>
    ),
    children: treeData(n.children, hidden),
  }));
}

/**
 * The course outline (levels > units > lessons): drag a node to reorder it or put it under
 * another (the selected node's panel also has up and down buttons, for the keyboard), add and
 * rename nodes in both languages, hide a node from the app (status 2) with everything under it.
 */
export function OutlineTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan()('content.edit');
  const client = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  const [adding, setAdding] = useState<{ parentId: number | null } | null>(null);
  // Every node open at first; a node gets opened when a child is added to it.
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const tree = useQuery({
    queryKey: OUTLINE_KEY,
    queryFn: ({ signal }) => request(api.viewAdminOutline, {}, signal),
  });
  const refresh = () => client.invalidateQueries({ queryKey: OUTLINE_KEY });
  const move = useMutation({
    mutationFn: (v: { id: number; parentId: number | null; index: number }) =>
      request(api.moveAdminOutlineNode, v),
    onSuccess: () => {
      void message.success(t('learning.moved'));
      void refresh();
    },
    onError: (e) => void message.error(errorText(e, t)),
  });
  const add = useMutation({
    mutationFn: (v: { parentId: number | null; name: { zh: string; en: string }; status: 1 | 2 }) =>
      request(api.saveAdminOutlineNode, v),
    onSuccess: (r, v) => {
      void message.success(t('learning.saved'));
      setAdding(null);
      setSelected(r.id);
      if (v.parentId !== null) setExpanded([...openKeys, v.parentId]);
      void refresh();
    },
    onError: (e) => void message.error(errorText(e, t)),
  });

  const list = tree.data?.list ?? [];
  const openKeys = expanded ?? flatten(list).map(({ node }) => node.id);
  const onDrop: TreeProps['onDrop'] = (info) => {
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    const to = dropTarget(
      list,
      Number(info.dragNode.key),
      Number(info.node.key),
      info.dropToGap,
      relative > 0,
    );
    if (to) move.mutate({ id: Number(info.dragNode.key), ...to });
  };
  const current = selected !== null ? findNode(list, selected) : null;
  const openAdd = (parentId: number | null) => setAdding({ parentId });

  if (tree.isPending) return <Spin />;
  if (tree.isError) return <Alert type="error" title={errorText(tree.error, t)} />;
  return (
    <Row gutter={24}>
      <Col span={10}>
        <Space style={{ marginBottom: 12 }}>
          {can && (
            <Button icon={<PlusOutlined />} onClick={() => openAdd(null)}>
              {t('learning.addRoot')}
            </Button>
          )}
        </Space>
        <nav aria-label={t('learning.outlineTree')}>
          <Tree
            blockNode
            draggable={can ? { icon: false } : false}
            expandedKeys={openKeys}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            treeData={treeData(list, t('learning.hidden'))}
            selectedKeys={selected !== null ? [selected] : []}
            // Clicking the selected node again keeps it selected (antd would clear it).
            onSelect={(keys) => keys.length > 0 && setSelected(Number(keys[0]))}
            onDrop={onDrop}
          />
        </nav>
      </Col>
      <Col span={14}>
        {current ? (
          <NodePanel
            key={current.node.id}
            node={current.node}
            siblings={current.siblings}
            onAddChild={() => openAdd(current.node.id)}
            onMove={(index) =>
              move.mutate({ id: current.node.id, parentId: current.node.parentId, index })
            }
            onSaved={() => void refresh()}
          />
        ) : (
          <Alert type="info" title={t('learning.selectNode')} />
        )}
      </Col>
      {adding && (
        <AddNodeModal
          child={adding.parentId !== null}
          saving={add.isPending}
          onCancel={() => setAdding(null)}
          onSave={(v) => add.mutate({ ...v, parentId: adding.parentId })}
        />
      )}
    </Row>
  );
}

type NodeValues = { name: { zh: string; en: string }; status: 1 | 2 };

/**
 * A new node's names and status. Mounted for each opening (a fresh form, and a fresh save button:
 * a reused antd modal can keep the last save's spinner, named "loading", in its button).
 */
function AddNodeModal(p: {
  child: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (v: NodeValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NodeValues>();
  return (
    <Modal
      open
      title={t(p.child ? 'learning.addChild' : 'learning.addRoot')}
      onCancel={p.onCancel}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={p.saving}
      width={720}
    >
      <Form
        name="outlineAdd"
        form={form}
        layout="vertical"
        initialValues={{ name: { zh: '', en: '' }, status: 1 }}
        onFinish={p.onSave}
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
      </Form>
    </Modal>
  );
}
