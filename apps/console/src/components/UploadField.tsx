import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Progress, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { acceptLanguage } from '../lib/i18n.ts';
import { getToken } from '../lib/session.ts';

interface Props {
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** The upload call's path, with its `?purpose=` when it has one. */
  action: string;
  accept: string;
  label: string;
  kind?: 'image' | 'file';
}

type Envelope = { code: number; message: string; data: { url: string } | null };

/**
 * One uploaded file: picked, sent with a progress bar (antd's Upload sends it as a multipart form
 * over XMLHttpRequest, which reports progress), checked by the server by its content, and its
 * address kept in the form. Images are shown as the server stored them (resized, upright).
 */
export function UploadField({ value, onChange, action, accept, label, kind = 'image' }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const shown = value ? t('editing.replace') : t('editing.pick');
  const token = getToken();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value &&
        (kind === 'image' ? (
          <img src={value} alt={label} style={{ maxWidth: 240, maxHeight: 135, borderRadius: 4 }} />
        ) : (
          <a href={value} target="_blank" rel="noreferrer">
            {value.split('/').pop()}
          </a>
        ))}
      <Upload
        name="file"
        action={action}
        accept={accept}
        headers={{
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          'Accept-Language': acceptLanguage(),
        }}
        showUploadList={false}
        onChange={(info) => {
          if (info.file.status === 'uploading') setPercent(Math.round(info.file.percent ?? 0));
          if (info.file.status === 'done' || info.file.status === 'error') {
            setPercent(null);
            const env = info.file.response as Envelope | undefined;
            if (env?.code === 0 && env.data) onChange?.(env.data.url);
            else void message.error(env?.message ?? t('editing.failed'));
          }
        }}
      >
        {/* Named by what it shows, then the field (WCAG 2.5.3 Label in Name). */}
        <Button icon={<UploadOutlined />} aria-label={`${shown}: ${label}`}>
          {shown}
        </Button>
      </Upload>
      {percent !== null && (
        <Progress percent={percent} size="small" aria-label={t('editing.progress')} />
      )}
    </Space>
  );
}
