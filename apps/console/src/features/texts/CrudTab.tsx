import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Form, Modal, Popconfirm, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { ServerTable, type RowOf, type ServerColumn } from '../../components/ServerTable.tsx';
import { errorText } from '../../lib/errorText.ts';
import { useCan } from '../../lib/me.ts';
import { isApiError, request } from '../../lib/request.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- one table for eight kinds of rows */
export interface CrudTabProps<E extends Endpoint, V> {
  list: E;
  save: Endpoint;
  remove?: Endpoint;
  label: string;
  columns: ServerColumn<RowOf<E>>[];
  /** The form's values for a new row; null when rows are only edited (dictionary options). */
  empty: V | null;
  toValues: (row: RowOf<E>) => V;
  toInput: (v: V, row: RowOf<E> | null) => unknown;
  rowKey: (row: RowOf<E>) => string | number;
  /** The form's fields (antd Form.Items named after V's keys). */
  fields: ReactNode;
  /** A refused removal (2002: in use) may be confirmed; the call is made again with force. */
  forceRemove?: boolean;
  toolbar?: ReactNode;
}

/**
 * A console list of one kind of text with its create / edit form (a modal) and removal. Each
 * save goes through the contract's endpoint; the server sanitises, checks links and audits.
 */
export function CrudTab<E extends Endpoint, V extends object>(p: CrudTabProps<E, V>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = useCan()('content.edit');
  const client = useQueryClient();
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState<{ row: RowOf<E> | null } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['list', p.list.path] });
  const save = useMutation({
    mutationFn: (input: unknown) => request(p.save, input as InputOf<Endpoint>),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (input: unknown) => request(p.remove!, input as InputOf<Endpoint>),
    onSuccess: refresh,
  });

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue((editing.row ? p.toValues(editing.row) : p.empty) as any);
  }, [editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (v: V) => {
    try {
      await save.mutateAsync(p.toInput(v, editing?.row ?? null));
      void message.success(t('texts.saved'));
      setEditing(null);
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  const onRemove = async (row: RowOf<E>, force = false) => {
    const id = (row as { id: number }).id;
    try {
      await remove.mutateAsync(p.forceRemove ? { id, force } : { id });
      void message.success(t('texts.removed'));
    } catch (e) {
      if (p.forceRemove && !force && isApiError(e) && e.code === 2002)
        modal.confirm({
          title: t('texts.inUse'),
          content: e.message,
          okText: t('texts.removeAnyway'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () => onRemove(row, true),
        });
      else void message.error(errorText(e, t));
    }
  };

  const columns: ServerColumn<RowOf<E>>[] = [
    ...p.columns,
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, row) =>
        can ? (
          <Space>
            <Button size="small" onClick={() => setEditing({ row })}>
              {t('texts.edit')}
            </Button>
            {p.remove && (
              <Popconfirm
                title={t('texts.removeConfirm')}
                onConfirm={() => onRemove(row)}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
              >
                <Button size="small" danger>
                  {t('texts.remove')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <ServerTable
        endpoint={p.list}
        label={p.label}
        rowKey={p.rowKey}
        columns={columns}
        toolbar={
          <Space wrap>
            {can && p.empty !== null && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ row: null })}
              >
                {t('texts.create')}
              </Button>
            )}
            {p.toolbar}
          </Space>
        }
      />
      <Modal
        title={`${editing?.row ? t('texts.edit') : t('texts.create')} · ${p.label}`}
        open={editing !== null}
        width={960}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          {p.fields}
        </Form>
      </Modal>
    </>
  );
}
