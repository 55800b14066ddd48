import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Form, Input, Modal, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { inviteStaff } from '@school/contract/api/admin/staff';
import { STAFF_ROLES, type StaffRole } from '@school/contract/rules/permissions';
import { errorText } from '../../lib/errorText.ts';
import { zodRule } from '../../lib/zodRule.ts';
import { useInvite } from './calls.ts';

type Values = { phone: string; name: string; role: StaffRole };

/** Invite by phone, name and role; the invitee sets a password at first sign-in by SMS code. */
export function InviteButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const invite = useInvite();
  const shape = inviteStaff.input.shape;

  const submit = async (v: Values) => {
    try {
      await invite.mutateAsync(v);
      void message.success(t('staff.invited', { name: v.name }));
      setOpen(false);
      form.resetFields();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('staff.invite')}
      </Button>
      <Modal
        title={t('staff.invite')}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('staff.sendInvite')}
        confirmLoading={invite.isPending}
        destroyOnHidden
      >
        <p>{t('staff.inviteHint')}</p>
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ role: 'academic' }}>
          <Form.Item
            label={t('staff.phone')}
            name="phone"
            rules={[zodRule(shape.phone, t('auth.phoneInvalid'))]}
          >
            <Input inputMode="numeric" maxLength={11} />
          </Form.Item>
          <Form.Item
            label={t('staff.name')}
            name="name"
            rules={[zodRule(shape.name, t('staff.nameRequired'))]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item label={t('staff.role')} name="role" rules={[{ required: true }]}>
            <Select
              options={STAFF_ROLES.map((r) => ({ value: r, label: t(`common.role.${r}`) }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
