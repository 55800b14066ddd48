import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Form, Modal, type FormInstance } from 'antd';
import { errorText } from '../lib/errorText.ts';
import { isApiError } from '../lib/request.ts';

/**
 * The form of a create (`id` null) or edit dialog over a list (a product, a teacher): it shows
 * the record once loaded, or the empty values for a new one.
 */
export function useRecordForm<V extends object, R>(opts: {
  open: boolean;
  id: number | null;
  record: R | undefined;
  empty: V;
  valuesOf: (record: R) => V;
}): FormInstance<V> {
  const [form] = Form.useForm<V>();
  const { open, id, record, empty, valuesOf } = opts;
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue((id === null || !record ? empty : valuesOf(record)) as never);
  }, [open, id, record, empty, valuesOf, form]);
  return form;
}

/**
 * The dialog itself: Save submits the form; once `save` succeeds it says `saved` and closes. A
 * field the server refused (the phone another account holds) is shown under that field, any
 * other error as a message, and the dialog stays open with what was typed.
 */
export function RecordDialog<V extends object>({
  title,
  open,
  onClose,
  form,
  empty,
  saving,
  save,
  saved,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  form: FormInstance<V>;
  empty: V;
  saving: boolean;
  save: (values: V) => Promise<unknown>;
  saved: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const submit = async (v: V) => {
    try {
      await save(v);
      void message.success(saved);
      onClose();
    } catch (e) {
      if (isApiError(e) && e.field && e.field in empty)
        form.setFields([{ name: e.field as never, errors: [e.message] }]);
      else void message.error(errorText(e, t));
    }
  };
  return (
    <Modal
      title={title}
      open={open}
      width={960}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={empty}>
        {children}
      </Form>
    </Modal>
  );
}
