import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, InputNumber, Typography, type FormInstance } from 'antd';

type Path = (string | number)[];

/**
 * The length of an uploaded clip, measured by the browser (the families' player shows the book's
 * total time and turns the page when a clip ends): kept in the hidden field `durationName`
 * whenever the address in `audioName` changes. Both are full paths; `itemName` is the duration's
 * name as seen from the enclosing Form.List (antd names list items relative to their list).
 */
export function AudioLength({
  form,
  audioName,
  durationName,
  itemName,
}: {
  form: FormInstance;
  audioName: Path;
  durationName: Path;
  itemName: Path;
}) {
  const { t } = useTranslation();
  const url = Form.useWatch(audioName, form) as string | null | undefined;
  const ms = Form.useWatch(durationName, form) as number | undefined;
  useEffect(() => {
    if (!url) {
      form.setFieldValue(durationName, 0);
      return;
    }
    const audio = new Audio();
    audio.preload = 'metadata';
    const done = () => {
      if (Number.isFinite(audio.duration))
        form.setFieldValue(durationName, Math.round(audio.duration * 1000));
    };
    audio.addEventListener('loadedmetadata', done);
    audio.src = url;
    return () => {
      audio.removeEventListener('loadedmetadata', done);
      audio.src = '';
    };
  }, [url]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <Form.Item name={itemName} hidden>
        <InputNumber />
      </Form.Item>
      <Typography.Text type="secondary">
        {url
          ? t('learning.audioLength', { s: ((ms ?? 0) / 1000).toFixed(1) })
          : t('learning.noAudio')}
      </Typography.Text>
    </>
  );
}
