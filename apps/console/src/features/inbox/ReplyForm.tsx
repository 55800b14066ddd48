import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Form, Input, Modal, Typography } from 'antd';
import type { AdminInboxItem } from '@school/contract/api/admin/inbox';
import { errorText } from '../../lib/errorText.ts';
import { useReply } from './calls.ts';

/** The school's reply to one message or feedback; the family reads it in 我的消息. */
export function ReplyForm(props: { item: AdminInboxItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text: string }>();
  const reply = useReply();
  const item = props.item;

  useEffect(() => {
    if (item) form.setFieldsValue({ text: item.reply?.text ?? '' });
  }, [item, form]);

  const submit = async ({ text }: { text: string }) => {
    if (!item) return;
    try {
      await reply.mutateAsync({ kind: item.kind, id: item.id, text });
      void message.success(t('inbox.replied'));
      props.onClose();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  return (
    <Modal
      title={t('inbox.replyTo', { name: item?.familyName || item?.familyPhone || '' })}
      open={item !== null}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('inbox.send')}
      cancelText={t('common.cancel')}
      confirmLoading={reply.isPending}
      forceRender
    >
      {item && (
        <Typography.Paragraph
          style={{ background: '#f5f5f5', padding: 12, borderRadius: 6, whiteSpace: 'pre-wrap' }}
        >
          {item.content}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="text"
          label={t('inbox.reply')}
          rules={[{ required: true, whitespace: true, message: t('inbox.replyRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
