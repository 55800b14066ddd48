import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row } from 'antd';

type Path = string | number | (string | number)[];
const path = (p: Path) => (Array.isArray(p) ? p : [p]);

interface Props {
  /** The form field holding `{ zh, en }`. */
  name: Path;
  label: string;
  /** Chinese is required (English may stay empty: families then see the Chinese). */
  required?: boolean;
  maxLength?: number;
  /** Renders each side instead of a one-line input (the rich text editor). */
  render?: (lang: 'zh' | 'en', label: string) => ReactNode;
}

/**
 * One text the school writes, Chinese and English side by side (docs/design/school-texts.md §9, decision 0019): the
 * English may stay empty, and families in English mode then see the Chinese.
 */
export function BilingualInput({ name, label, required, maxLength, render }: Props) {
  const { t } = useTranslation();
  const side = (lang: 'zh' | 'en') => {
    const sideLabel = `${label} (${lang === 'zh' ? t('editing.zh') : t('editing.en')})`;
    return (
      <Form.Item
        name={[...path(name), lang]}
        label={<span style={{ fontWeight: 'normal' }}>{sideLabel}</span>}
        rules={
          lang === 'zh' && required
            ? [{ required: true, whitespace: true, message: t('editing.zhRequired') }]
            : []
        }
        style={{ marginBottom: 12 }}
      >
        {render ? (
          render(lang, sideLabel)
        ) : (
          <Input maxLength={maxLength} lang={lang === 'en' ? 'en' : 'zh-CN'} />
        )}
      </Form.Item>
    );
  };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
      <legend
        style={{
          fontSize: 14,
          fontWeight: 600,
          marginBottom: 8,
          border: 0,
          color: 'rgba(0, 0, 0, 0.88)',
        }}
      >
        {required && (
          <span aria-hidden style={{ color: '#cf1322', marginRight: 4 }}>
            *
          </span>
        )}
        {label}
      </legend>
      <Row gutter={16}>
        <Col span={12}>{side('zh')}</Col>
        <Col span={12}>{side('en')}</Col>
      </Row>
    </fieldset>
  );
}
