import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Form, InputNumber, Select, Space, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/exams';
import { viewAdminOutline } from '@school/contract/api/admin/outline';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { request } from '../../lib/request.ts';
import { EditorDrawer, useEditorSave } from './contentList.tsx';
import { flatten } from './outlineTree.ts';
import { QuestionCard, blankQuestion, type QuestionValues } from './QuestionCard.tsx';

interface Values {
  kind: 'unit' | 'course';
  title: { zh: string; en: string };
  outlineId: number | null;
  level: number | null;
  sort: number;
  active: boolean;
  questions: QuestionValues[];
}

/**
 * One exam and its questions: a unit test of an outline node or the course exam of a level.
 * Saving replaces the questions; results already taken keep what was asked (their snapshot).
 */
export function ExamEditor({
  id,
  fixed,
  onClose,
}: {
  id: number | null;
  /** A new exam's kind and node or level, when opened from the outline or for a kind. */
  fixed?: { kind: 'unit'; outlineId: number } | { kind: 'course' };
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const exam = useQuery({
    queryKey: ['learning', 'exam', id],
    queryFn: ({ signal }) => request(api.viewAdminExam, { id: id! }, signal),
    enabled: id !== null,
    gcTime: 0,
  });
  const outline = useQuery({
    queryKey: ['learning', 'outline'],
    queryFn: ({ signal }) => request(viewAdminOutline, {}, signal),
  });
  useEffect(() => {
    if (id === null)
      form.setFieldsValue({
        kind: fixed?.kind ?? 'course',
        title: { zh: '', en: '' },
        outlineId: fixed?.kind === 'unit' ? fixed.outlineId : null,
        level: fixed?.kind === 'unit' ? null : 1,
        sort: 0,
        active: true,
        questions: [blankQuestion()],
      });
    else if (exam.data)
      form.setFieldsValue({
        ...exam.data,
        questions: exam.data.questions.map((q) => ({ ...q, trueFalse: q.trueFalse })),
      });
  }, [id, exam.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const kind = Form.useWatch('kind', form);
  const save = useEditorSave(
    (v: Values) =>
      request(api.saveAdminExam, {
        ...(id !== null ? { id } : {}),
        kind: v.kind,
        title: v.title,
        outlineId: v.kind === 'unit' ? v.outlineId : null,
        level: v.kind === 'course' ? v.level : null,
        sort: v.sort ?? 0,
        active: v.active,
        questions: (v.questions ?? []).map((q) => ({
          kind: q.kind,
          prompt: q.prompt,
          options: q.kind === 'truefalse' ? [] : (q.options ?? []),
          trueFalse: q.kind === 'truefalse' ? q.trueFalse : null,
          points: q.points ?? 1,
        })),
      }),
    onClose,
  );
  const nodes = flatten(outline.data?.list ?? []).map(({ node, depth }) => ({
    value: node.id,
    label: `${'　'.repeat(depth)}${node.name.zh}`,
  }));

  return (
    <EditorDrawer
      title={t(
        id === null
          ? `learning.examCreate${kind === 'unit' ? 'Unit' : 'Course'}`
          : 'learning.examEdit',
      )}
      size={1000}
      loading={id !== null && exam.isPending}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form name="exam" form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        {(exam.data?.resultCount ?? 0) > 0 && (
          <Alert
            type="info"
            showIcon
            title={t('learning.editKeepsResults')}
            style={{ marginBottom: 16 }}
          />
        )}
        <BilingualInput name="title" label={t('learning.title')} required maxLength={100} />
        <Space size="large" wrap align="start">
          <Form.Item name="kind" label={t('learning.kind')}>
            <Select
              style={{ width: 160 }}
              disabled={id !== null || fixed !== undefined}
              options={(['unit', 'course'] as const).map((k) => ({
                value: k,
                label: t(`learning.kinds.${k}`),
              }))}
            />
          </Form.Item>
          {kind === 'unit' ? (
            <Form.Item name="outlineId" label={t('learning.node')} rules={[{ required: true }]}>
              <Select style={{ width: 260 }} options={nodes} showSearch optionFilterProp="label" />
            </Form.Item>
          ) : (
            <Form.Item name="level" label={t('learning.level')} rules={[{ required: true }]}>
              <InputNumber min={1} max={20} precision={0} />
            </Form.Item>
          )}
          <Form.Item name="sort" label={t('learning.sort')}>
            <InputNumber precision={0} />
          </Form.Item>
          <Form.Item name="active" label={t('learning.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <section aria-label={t('learning.questions')}>
              {fields.map((f, i) => (
                <QuestionCard
                  key={f.key}
                  form={form}
                  name={f.name}
                  n={i + 1}
                  onRemove={() => remove(i)}
                />
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add(blankQuestion())}>
                {t('learning.addQuestion')}
              </Button>
            </section>
          )}
        </Form.List>
      </Form>
    </EditorDrawer>
  );
}
