import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Checkbox, Form, Input, InputNumber, Modal, Space, Typography } from 'antd';
import type { z } from 'zod';
import type { refundLimits as limitsSchema } from '@school/contract/api/admin/orders';
import { creditsForAmount } from '@school/contract/helpers/refunds';
import { errorText } from '../../lib/errorText.ts';
import { yuan } from '../../lib/format.ts';
import { useMe } from '../../lib/me.ts';
import { useRefund } from './calls.ts';

type Limits = z.infer<typeof limitsSchema>;
interface Values {
  /** Yuan in the form; fen on the wire. */
  amount: number | null;
  reason: string;
  override: boolean;
}

const toFen = (v: number) => Math.round(v * 100);

/**
 * Refund all or part of an order. Up to the cap (paid x unused / granted); past it only the owner,
 * ticking the override. The amount and the credits that leave with it (in proportion, rounded
 * down: `creditsForAmount`, the server's rule) are shown before the refund is confirmed. The request key is made when the form opens, so a double click or a
 * retried request refunds once.
 */
export function RefundForm(props: {
  orderId: number;
  orderNo: string;
  limits: Limits;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const refund = useRefund();
  const isOwner = useMe().data?.role === 'owner';
  const requestKey = useMemo(() => (props.open ? crypto.randomUUID() : ''), [props.open]);
  const amount = Form.useWatch('amount', form);
  const override = Form.useWatch('override', form);
  const { limits } = props;
  const max = override ? limits.ownerMax : limits.cap;
  const credits = amount ? creditsForAmount(toFen(amount), limits) : 0;

  useEffect(() => {
    if (props.open) form.setFieldsValue({ amount: null, reason: '', override: false });
  }, [props.open, form]);

  const submit = async (v: Values) => {
    try {
      const r = await refund.mutateAsync({
        orderId: props.orderId,
        amount: toFen(v.amount ?? 0),
        reason: v.reason,
        override: v.override,
        requestKey,
      });
      void message.success(
        t('orders.refundDone', { status: t(`orders.refundStatuses.${r.status}`) }),
      );
      props.onClose();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  return (
    <Modal
      title={t('orders.refundTitle', { orderNo: props.orderNo })}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t('orders.refundConfirm')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={refund.isPending}
      destroyOnHidden
      forceRender
    >
      <Typography.Paragraph>
        {t('orders.limitsText', {
          paid: yuan(limits.paid),
          refunded: yuan(limits.refunded),
          unused: limits.unused,
          granted: limits.granted,
          cap: yuan(limits.cap),
        })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item label={t('orders.refundAmount')} required>
          <Space>
            <Form.Item
              name="amount"
              noStyle
              rules={[{ required: true, type: 'number', min: 0.01, max: max / 100 }]}
            >
              <InputNumber
                aria-label={t('orders.refundAmount')}
                min={0.01}
                max={max / 100}
                step={0.01}
                precision={2}
                style={{ width: 180 }}
              />
            </Form.Item>
            <Button onClick={() => form.setFieldValue('amount', Math.floor(max / 2) / 100)}>
              {t('orders.refundHalf')}
            </Button>
            <Button onClick={() => form.setFieldValue('amount', max / 100)}>
              {t('orders.refundAll')}
            </Button>
          </Space>
        </Form.Item>
        {/* Both figures before the refund is confirmed (issue 25): the money and the credits. */}
        <Typography.Paragraph data-testid="refund-credits" role="status">
          {amount
            ? t(credits > 0 ? 'orders.refundSummary' : 'orders.refundSummaryNoCredit', {
                amount: yuan(toFen(amount)),
                n: credits,
              })
            : t('orders.refundCreditsRule')}
        </Typography.Paragraph>
        <Form.Item
          name="reason"
          label={t('orders.refundReason')}
          rules={[{ required: true, whitespace: true, max: 200 }]}
        >
          <Input.TextArea
            rows={2}
            maxLength={200}
            placeholder={t('orders.refundReasonPlaceholder')}
          />
        </Form.Item>
        {isOwner && limits.ownerMax > limits.cap && (
          <Form.Item name="override" valuePropName="checked">
            <Checkbox>{t('orders.overrideLabel')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
