import { useTranslation } from 'react-i18next';
import { App, DatePicker, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { SUPPORT_GRANT_LIMIT_PER_MONTH } from '@school/contract/rules/permissions';
import { errorText } from '../../lib/errorText.ts';
import { useMe } from '../../lib/me.ts';
import { useGrantCredits } from './calls.ts';

interface Values {
  kind: 'gift' | 'compensation';
  count: number;
  reason: string;
  validity: 'days' | 'date';
  validityDays?: number;
  expiresOn?: Dayjs;
}

/**
 * Grant gift or compensation credits with a reason and a validity (days, or an end date). Support
 * sees how many of the month's credits are left; the server enforces the limit.
 */
export function GrantForm(props: {
  familyId: number;
  supportGranted: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const grant = useGrantCredits();
  const validity = Form.useWatch('validity', form);
  const isSupport = useMe().data?.role === 'support';
  const left = Math.max(0, SUPPORT_GRANT_LIMIT_PER_MONTH - props.supportGranted);

  const submit = async (v: Values) => {
    try {
      await grant.mutateAsync({
        id: props.familyId,
        kind: v.kind,
        count: v.count,
        reason: v.reason,
        ...(v.validity === 'days'
          ? { validityDays: v.validityDays ?? 90 }
          : { expiresOn: v.expiresOn!.format('YYYY-MM-DD') }),
      });
      void message.success(t('families.granted', { count: v.count }));
      form.resetFields();
      props.onClose();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  return (
    <Modal
      title={t('families.grant')}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('families.grantConfirm')}
      cancelText={t('common.cancel')}
      confirmLoading={grant.isPending}
      forceRender
    >
      {isSupport && (
        <Typography.Paragraph type="secondary">
          {t('families.supportLimit', { limit: SUPPORT_GRANT_LIMIT_PER_MONTH, left })}
        </Typography.Paragraph>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ kind: 'compensation', count: 1, validity: 'days', validityDays: 90 }}
      >
        <Form.Item name="kind" label={t('families.grantKind')}>
          <Radio.Group
            options={[
              { value: 'compensation', label: t('families.kinds.compensation') },
              { value: 'gift', label: t('families.kinds.gift') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="count"
          label={t('families.count')}
          rules={[{ required: true, message: t('families.countRequired') }]}
        >
          <InputNumber
            min={1}
            max={isSupport ? SUPPORT_GRANT_LIMIT_PER_MONTH : 100}
            precision={0}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('families.reason')}
          rules={[
            { required: true, whitespace: true, min: 2, message: t('families.reasonRequired') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="validity" label={t('families.validity')}>
          <Radio.Group
            options={[
              { value: 'days', label: t('families.validityDays') },
              { value: 'date', label: t('families.expiresOn') },
            ]}
          />
        </Form.Item>
        {validity === 'date' ? (
          <Form.Item
            name="expiresOn"
            label={t('families.expiresOn')}
            rules={[{ required: true, message: t('families.expiresOnRequired') }]}
          >
            <DatePicker />
          </Form.Item>
        ) : (
          <Form.Item name="validityDays" label={t('families.validityDays')}>
            <InputNumber min={1} max={3650} precision={0} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
