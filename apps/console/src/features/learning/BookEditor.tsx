import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, InputNumber, Space } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/books';
import { uploadAdminFile } from '@school/contract/api/admin/texts';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { UploadField } from '../../components/UploadField.tsx';
import { request } from '../../lib/request.ts';
import { EditorDrawer, useEditorSave } from './contentList.tsx';
import { AudioLength } from './AudioLength.tsx';
import type { Pair } from '../../components/bilingual.tsx';

interface PageValues {
  image: string | null;
  text: Pair;
  audio: string | null;
  audioDurationMs: number;
}
interface Values {
  title: Pair;
  summary: Pair;
  cover: string | null;
  level: number;
  sort: number;
  pages: PageValues[];
}

const blankPage = (): PageValues => ({
  image: null,
  text: { zh: '', en: '' },
  audio: null,
  audioDurationMs: 0,
});
const IMAGES = 'image/jpeg,image/png,image/webp';
export const uploadTo = (purpose: string) => `${uploadAdminFile.path}?purpose=${purpose}`;

/**
 * One picture book: title and description in both languages, level, cover, and its pages (a
 * picture, the text in both languages, an audio clip), put in order with the up and down buttons.
 * Saving replaces the book's pages with the ones shown; publishing is done from the list.
 */
export function BookEditor({
  id,
  onClose,
}: {
  id: number | null;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const book = useQuery({
    queryKey: ['learning', 'book', id],
    queryFn: ({ signal }) => request(api.viewAdminBook, { id: id! }, signal),
    enabled: id !== null,
    gcTime: 0,
  });
  useEffect(() => {
    if (id === null)
      form.setFieldsValue({
        title: { zh: '', en: '' },
        summary: { zh: '', en: '' },
        cover: null,
        level: 1,
        sort: 0,
        pages: [blankPage()],
      });
    else if (book.data) form.setFieldsValue(book.data);
  }, [id, book.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const save = useEditorSave(
    (v: Values) =>
      request(api.saveAdminBook, {
        ...(id !== null ? { id } : {}),
        title: v.title,
        summary: v.summary,
        cover: v.cover ?? '',
        level: v.level,
        sort: v.sort ?? 0,
        pages: v.pages.map((p) => ({
          image: p.image ?? '',
          text: p.text,
          audio: p.audio || null,
          audioDurationMs: p.audio ? (p.audioDurationMs ?? 0) : 0,
        })),
      }),
    onClose,
  );
  const required = [{ required: true, message: t('learning.imageRequired') }];

  return (
    <EditorDrawer
      title={t(id === null ? 'learning.bookCreate' : 'learning.bookEdit')}
      size={960}
      loading={id !== null && book.isPending}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form name="book" form={form} layout="vertical" onFinish={(v) => save.mutate(v)}>
        <BilingualInput name="title" label={t('learning.title')} required maxLength={100} />
        <BilingualInput name="summary" label={t('learning.summary')} maxLength={500} />
        <Space size="large" align="start" wrap>
          <Form.Item name="level" label={t('learning.level')} rules={[{ required: true }]}>
            <InputNumber min={1} max={20} precision={0} />
          </Form.Item>
          <Form.Item name="sort" label={t('learning.sort')}>
            <InputNumber precision={0} />
          </Form.Item>
          <Form.Item name="cover" label={t('learning.cover')} rules={required}>
            <UploadField action={uploadTo('cover')} accept={IMAGES} label={t('learning.cover')} />
          </Form.Item>
        </Space>
        <Form.List
          name="pages"
          rules={[
            {
              validator: async (_, pages?: unknown[]) => {
                if (!pages?.length) throw new Error(t('learning.pagesRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove, move }, { errors }) => (
            <section aria-label={t('learning.pages')}>
              {fields.map((field, i) => {
                const n = i + 1;
                return (
                  <Card
                    key={field.key}
                    size="small"
                    title={<h3 style={{ margin: 0, fontSize: 14 }}>{t('learning.page', { n })}</h3>}
                    style={{ marginBottom: 12 }}
                    extra={
                      <Space>
                        <Button
                          size="small"
                          icon={<ArrowUpOutlined />}
                          aria-label={t('learning.moveUp', { n })}
                          disabled={i === 0}
                          onClick={() => move(i, i - 1)}
                        />
                        <Button
                          size="small"
                          icon={<ArrowDownOutlined />}
                          aria-label={t('learning.moveDown', { n })}
                          disabled={i === fields.length - 1}
                          onClick={() => move(i, i + 1)}
                        />
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('learning.removePage', { n })}
                          onClick={() => remove(i)}
                        />
                      </Space>
                    }
                  >
                    <Space size="large" align="start" wrap>
                      <Form.Item
                        name={[field.name, 'image']}
                        label={t('learning.pageImage', { n })}
                        rules={required}
                      >
                        <UploadField
                          action={uploadTo('cover')}
                          accept={IMAGES}
                          label={t('learning.pageImage', { n })}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'audio']}
                        label={t('learning.pageAudio', { n })}
                      >
                        <UploadField
                          action={uploadTo('audio')}
                          accept="audio/mpeg,audio/mp4,.mp3,.m4a"
                          label={t('learning.pageAudio', { n })}
                          kind="file"
                        />
                      </Form.Item>
                      <AudioLength
                        form={form}
                        audioName={['pages', field.name, 'audio']}
                        durationName={['pages', field.name, 'audioDurationMs']}
                        itemName={[field.name, 'audioDurationMs']}
                      />
                    </Space>
                    <BilingualInput
                      name={[field.name, 'text']}
                      label={t('learning.pageText', { n })}
                      maxLength={1000}
                    />
                  </Card>
                );
              })}
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add(blankPage())}>
                {t('learning.addPage')}
              </Button>
            </section>
          )}
        </Form.List>
      </Form>
    </EditorDrawer>
  );
}
