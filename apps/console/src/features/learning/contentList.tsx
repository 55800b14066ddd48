import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Drawer, Popconfirm, Space, Spin, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServerColumn } from '../../components/ServerTable.tsx';
import { BilingualText, type Pair } from '../../components/bilingual.tsx';
import { errorText } from '../../lib/errorText.ts';
import { useCan } from '../../lib/me.ts';
import { PUBLISHED_GREEN } from './outlineTree.ts';

/**
 * What the learning lists (picture books, exams) share: who may change them, the editor that
 * opens over the list, removing a row, and the title, state and action cells.
 */
export function useContentList(listPath: string, remove: (id: number) => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const can = useCan()('content.edit');
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list', listPath] });
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      void message.success(t('learning.removed'));
      void refresh();
    },
    onError: (e) => void message.error(errorText(e, t)),
  });
  return {
    can,
    refresh,
    /** The row being edited (`id: null`: a new one), or null when the editor is closed. */
    editing,
    create: () => setEditing({ id: null }),
    edit: (id: number) => setEditing({ id }),
    closeEditor: (saved: boolean) => {
      setEditing(null);
      if (saved) void refresh();
    },
    remove: (id: number) => removal.mutate(id),
  };
}

export function CreateButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The title in Chinese with its English below. */
export function titleColumn<R extends { title: Pair }>(title: string): ServerColumn<R> {
  return {
    key: 'title',
    title,
    render: (_, r) => <BilingualText text={r.title} />,
  };
}

/** Whether families see the row (published, active) or not (draft, hidden). */
export function StateTag({ on, label }: { on: boolean; label: string }) {
  return on ? <Tag color={PUBLISHED_GREEN}>{label}</Tag> : <Tag>{label}</Tag>;
}

/** Edit, any buttons in between, and remove after a confirmation. */
export function RowActions({
  onEdit,
  onRemove,
  children,
}: {
  onEdit: () => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" onClick={onEdit}>
        {t('learning.edit')}
      </Button>
      {children}
      <Popconfirm
        title={t('learning.removeConfirm')}
        onConfirm={onRemove}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
      >
        <Button size="small" danger>
          {t('learning.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/**
 * Saving an editor's content: says so and closes the editor (telling the list to reload), or
 * says what the server refused and keeps the editor open with what was typed.
 */
export function useEditorSave<V>(
  save: (values: V) => Promise<unknown>,
  onClose: (saved: boolean) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      void message.success(t('learning.saved'));
      onClose(true);
    },
    onError: (e) => void message.error(errorText(e, t)),
  });
}

/** The drawer an editor opens in, with cancel and save at the top; a spinner while it loads. */
export function EditorDrawer({
  title,
  size,
  loading,
  saving,
  onSave,
  onClose,
  children,
}: {
  title: string;
  size: number;
  loading: boolean;
  saving: boolean;
  onSave: () => void;
  onClose: (saved: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open
      size={size}
      title={title}
      onClose={() => onClose(false)}
      extra={
        <Space>
          <Button onClick={() => onClose(false)}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {loading ? <Spin /> : children}
    </Drawer>
  );
}
