import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  type FormInstance,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { UploadField } from '../../components/UploadField.tsx';
import { uploadTo } from './BookEditor.tsx';
import type { Pair } from '../../components/bilingual.tsx';

export interface QuestionValues {
  kind: 'single' | 'multiple' | 'truefalse';
  prompt: { text: Pair; image: string | null; audio: string | null };
  options: { text: Pair; image: string | null; right: boolean }[];
  trueFalse: boolean | null;
  points: number;
}

const blank: Pair = { zh: '', en: '' };
export const blankOption = () => ({ text: { ...blank }, image: null, right: false });
export const blankQuestion = (): QuestionValues => ({
  kind: 'single',
  prompt: { text: { ...blank }, image: null, audio: null },
  options: [blankOption(), blankOption()],
  trueFalse: null,
  points: 1,
});
const IMAGES = 'image/jpeg,image/png,image/webp';
const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * One question of the bank (docs/design/assessment.md §4.6): its kind, a prompt of text, picture and/or audio, its
 * options (text or picture) with the right one(s) ticked, or the true/false answer, and points.
 */
export function QuestionCard({
  form,
  name,
  n,
  onRemove,
}: {
  form: FormInstance;
  name: number;
  n: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const kind = Form.useWatch(['questions', name, 'kind'], form) as QuestionValues['kind'];
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={<h3 style={{ margin: 0, fontSize: 14 }}>{t('learning.question', { n })}</h3>}
      extra={
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('learning.removeQuestion', { n })}
          onClick={onRemove}
        />
      }
    >
      <Space size="large" wrap align="start">
        <Form.Item name={[name, 'kind']} label={t('learning.questionKind')}>
          <Select
            style={{ width: 160 }}
            options={(['single', 'multiple', 'truefalse'] as const).map((k) => ({
              value: k,
              label: t(`learning.questionKinds.${k}`),
            }))}
          />
        </Form.Item>
        <Form.Item name={[name, 'points']} label={t('learning.points')}>
          <InputNumber min={1} max={100} precision={0} />
        </Form.Item>
        <Form.Item name={[name, 'prompt', 'image']} label={t('learning.promptImage')}>
          <UploadField
            action={uploadTo('cover')}
            accept={IMAGES}
            label={`${t('learning.question', { n })} ${t('learning.promptImage')}`}
          />
        </Form.Item>
        <Form.Item name={[name, 'prompt', 'audio']} label={t('learning.promptAudio')}>
          <UploadField
            action={uploadTo('audio')}
            accept="audio/mpeg,audio/mp4,.mp3,.m4a"
            label={`${t('learning.question', { n })} ${t('learning.promptAudio')}`}
            kind="file"
          />
        </Form.Item>
      </Space>
      <BilingualInput
        name={[name, 'prompt', 'text']}
        label={t('learning.promptText')}
        maxLength={500}
      />
      {kind === 'truefalse' ? (
        <Form.Item
          name={[name, 'trueFalse']}
          label={t('learning.answer')}
          rules={[{ required: true, message: t('learning.answer') }]}
        >
          <Radio.Group
            options={[
              { value: true, label: t('learning.true') },
              { value: false, label: t('learning.false') },
            ]}
          />
        </Form.Item>
      ) : (
        <Form.List name={[name, 'options']}>
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 14, fontWeight: 600, border: 0 }}>
                {t('learning.options')}
              </legend>
              {fields.map((f, i) => (
                <Row
                  key={f.key}
                  gutter={12}
                  align="middle"
                  style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8 }}
                >
                  <Col flex="auto">
                    <BilingualInput
                      name={[f.name, 'text']}
                      label={t('learning.option', { letter: letter(i) })}
                      maxLength={200}
                    />
                  </Col>
                  <Col>
                    <Form.Item
                      name={[f.name, 'image']}
                      label={t('learning.optionImage', { letter: letter(i) })}
                    >
                      <UploadField
                        action={uploadTo('cover')}
                        accept={IMAGES}
                        label={`${t('learning.question', { n })} ${t('learning.optionImage', { letter: letter(i) })}`}
                      />
                    </Form.Item>
                  </Col>
                  <Col>
                    <Form.Item name={[f.name, 'right']} valuePropName="checked">
                      <Checkbox>{t('learning.right')}</Checkbox>
                    </Form.Item>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('learning.removeOption', { letter: letter(i) })}
                      onClick={() => remove(i)}
                    />
                  </Col>
                </Row>
              ))}
              <Button size="small" icon={<PlusOutlined />} onClick={() => add(blankOption())}>
                {t('learning.addOption')}
              </Button>
            </fieldset>
          )}
        </Form.List>
      )}
    </Card>
  );
}
