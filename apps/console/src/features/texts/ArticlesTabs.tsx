import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as api from '@school/contract/api/admin/texts';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { BilingualText, BLANK_PAIR, type Pair } from '../../components/bilingual.tsx';
import { BilingualRichText } from '../../components/BilingualRichText.tsx';
import { errorText } from '../../lib/errorText.ts';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';
import { request } from '../../lib/request.ts';
import { CrudTab } from './CrudTab.tsx';

/** Notices (通知公告): title and rich text in both languages; a later time schedules one. */
export function NoticesTab() {
  const { t } = useTranslation();
  type V = { title: Pair; content: Pair; publishedAt: Dayjs };
  return (
    <CrudTab<typeof api.listAdminNotices, V>
      list={api.listAdminNotices}
      save={api.saveAdminNotice}
      remove={api.deleteAdminNotice}
      label={t('texts.tabs.notices')}
      rowKey={(n) => n.id}
      columns={[
        {
          key: 'title',
          title: t('texts.title'),
          render: (_, n) => <BilingualText text={n.title} />,
        },
        {
          key: 'publishedAt',
          title: t('texts.publishedAt'),
          sorter: true,
          render: (_, n) => dateTime(n.publishedAt),
        },
      ]}
      empty={{ title: BLANK_PAIR, content: BLANK_PAIR, publishedAt: dayjs() }}
      toValues={(n) => ({ title: n.title, content: n.content, publishedAt: dayjs(n.publishedAt) })}
      toInput={(v, row) => ({
        ...(row ? { id: row.id } : {}),
        title: v.title,
        content: v.content,
        publishedAt: (v.publishedAt ?? dayjs()).toISOString(),
      })}
      fields={
        <>
          <BilingualInput name="title" label={t('texts.title')} required maxLength={100} />
          <BilingualRichText name="content" label={t('texts.content')} />
          <Form.Item name="publishedAt" label={t('texts.publishedAt')}>
            <DatePicker showTime />
          </Form.Item>
        </>
      }
    />
  );
}

/** FAQ (帮助中心): category, question and rich-text answer in both languages, in order. */
export function FaqTab() {
  const { t } = useTranslation();
  type V = { category: Pair; question: Pair; answer: Pair; sort: number };
  return (
    <CrudTab<typeof api.listAdminFaqs, V>
      list={api.listAdminFaqs}
      save={api.saveAdminFaq}
      remove={api.deleteAdminFaq}
      label={t('texts.tabs.faq')}
      rowKey={(f) => f.id}
      columns={[
        {
          key: 'category',
          title: t('texts.category'),
          render: (_, f) => <BilingualText text={f.category} />,
        },
        {
          key: 'question',
          title: t('texts.question'),
          render: (_, f) => <BilingualText text={f.question} />,
        },
        { key: 'sort', title: t('texts.sort'), dataIndex: 'sort', sorter: true },
      ]}
      empty={{ category: BLANK_PAIR, question: BLANK_PAIR, answer: BLANK_PAIR, sort: 0 }}
      toValues={(f) => f}
      toInput={(v, row) => ({ ...(row ? { id: row.id } : {}), ...v, sort: v.sort ?? 0 })}
      fields={
        <>
          <BilingualInput name="category" label={t('texts.category')} maxLength={30} />
          <BilingualInput name="question" label={t('texts.question')} required maxLength={200} />
          <BilingualRichText name="answer" label={t('texts.answer')} />
          <Form.Item name="sort" label={t('texts.sort')}>
            <InputNumber precision={0} />
          </Form.Item>
        </>
      }
    />
  );
}

/** About us: the school's introduction in both languages (brand settings are the owner's). */
export function AboutTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan()('content.edit');
  const [form] = Form.useForm<{ intro: Pair }>();
  const about = useQuery({
    queryKey: ['about'],
    queryFn: ({ signal }) => request(api.viewAdminAbout, {}, signal),
  });
  const save = useMutation({ mutationFn: (v: { intro: Pair }) => request(api.saveAdminAbout, v) });
  useEffect(() => {
    if (about.data) form.setFieldsValue(about.data);
  }, [about.data, form]);
  const submit = async (v: { intro: Pair }) => {
    try {
      await save.mutateAsync(v);
      void message.success(t('texts.saved'));
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={!can}>
      <BilingualRichText name="intro" label={t('texts.tabs.about')} />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
