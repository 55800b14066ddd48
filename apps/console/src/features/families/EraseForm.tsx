import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Input, Modal } from 'antd';
import { errorText } from '../../lib/errorText.ts';
import { useEraseFamily } from './calls.ts';

/** Erase on request: cannot be undone, so the staff member types the family's phone. */
export function EraseForm(props: {
  familyId: number;
  phone: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const erase = useEraseFamily();
  const [typed, setTyped] = useState('');

  const submit = async () => {
    try {
      await erase.mutateAsync({ id: props.familyId, confirm: typed.trim() });
      void message.success(t('families.erased'));
      setTyped('');
      props.onClose();
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };

  return (
    <Modal
      title={t('families.erase')}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('families.eraseConfirm')}
      okButtonProps={{ danger: true, disabled: typed.trim() !== props.phone }}
      cancelText={t('common.cancel')}
      confirmLoading={erase.isPending}
    >
      <Alert
        type="warning"
        showIcon
        title={t('families.eraseWarning')}
        style={{ marginBottom: 16 }}
      />
      <label htmlFor="erase-confirm">{t('families.eraseType', { phone: props.phone })}</label>
      <Input
        id="erase-confirm"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        style={{ marginTop: 8 }}
      />
    </Modal>
  );
}
