import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Form, Popconfirm, Space, Typography } from 'antd';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { BilingualRichText } from '../../components/BilingualRichText.tsx';
import { errorText } from '../../lib/errorText.ts';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';
import {
  useDiscardLegalDraft,
  useLegal,
  usePublishLegal,
  useSaveLegalDraft,
  type LegalText,
} from './calls.ts';
import { DraftCompare } from './DraftCompare.tsx';

type Kind = LegalText['kind'];
type Values = Pick<LegalText, 'title' | 'content'>;

/** Sanitised by the server when it was saved; shown as the families' app shows it. */
const Html = ({ html }: { html: string }) => (
  <div
    style={{ maxHeight: 240, overflow: 'auto' }}
    // Sanitised by the server (sanitize-html) when it was saved.
    dangerouslySetInnerHTML={{ __html: html }}
  />
);

/**
 * The user agreement or the children's privacy policy. Publishing makes a new version (older ones
 * stay, with who accepted them): every guardian accepts it again at the next visit. The content
 * role saves a draft for the owner.
 */
export function LegalForm({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const owner = useCan()('brand.edit');
  const legal = useLegal(kind);
  const saveDraft = useSaveLegalDraft();
  const publish = usePublishLegal();
  const discard = useDiscardLegalDraft();
  const [form] = Form.useForm<Values>();
  const [source, setSource] = useState<'live' | 'draft'>('live');
  const data = legal.data;
  const start: Values | null = !data
    ? null
    : (source === 'draft' || !owner) && data.draft
      ? data.draft.value
      : data.current
        ? { title: data.current.title, content: data.current.content }
        : { title: { zh: '', en: '' }, content: { zh: '', en: '' } };
  // The rich text editors take their text when they mount: the form is remade for a new start.
  const formKey = `${source}:${data?.current?.version ?? ''}:${data?.draft?.savedAt ?? ''}`;
  useEffect(() => {
    if (start) form.setFieldsValue(start);
  }, [formKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!data || !start) return null;

  const run = async (action: () => Promise<string>) => {
    try {
      void message.success(await action());
      setSource('live');
    } catch (e) {
      if ((e as { errorFields?: unknown }).errorFields) return;
      void message.error(errorText(e, t));
    }
  };
  const publishText = (v: Values) =>
    run(async () => {
      const r = await publish.mutateAsync({ kind, ...v });
      return t('brand.versionPublished', { version: r.version });
    });

  return (
    <>
      <Typography.Paragraph>
        {data.current
          ? t('brand.current', {
              version: data.current.version,
              at: dateTime(data.current.publishedAt),
              count: data.accepted,
            })
          : t('brand.noCurrent')}
      </Typography.Paragraph>
      {!owner && <Typography.Paragraph>{t('brand.contentHint')}</Typography.Paragraph>}
      {data.draft && (
        <DraftCompare
          savedBy={data.draft.savedBy}
          savedAt={data.draft.savedAt}
          rows={[
            {
              key: 'title',
              label: t('brand.title'),
              live: data.current?.title.zh ?? t('brand.none'),
              draft: data.draft.value.title.zh,
            },
            {
              key: 'content',
              label: t('brand.content'),
              live: data.current ? <Html html={data.current.content.zh} /> : t('brand.none'),
              draft: <Html html={data.draft.value.content.zh} />,
            },
          ]}
          publishConfirm={t('brand.publishVersionConfirm')}
          busy={publish.isPending}
          {...(owner
            ? {
                onLoad: () => setSource('draft'),
                onPublish: () => void publishText(data.draft!.value),
                onDiscard: () =>
                  void run(async () => {
                    await discard.mutateAsync(kind);
                    return t('brand.discarded');
                  }),
              }
            : data.draft.mine
              ? {
                  onDiscard: () =>
                    void run(async () => {
                      await discard.mutateAsync(kind);
                      return t('brand.discarded');
                    }),
                }
              : {})}
        />
      )}
      <Form
        key={formKey}
        form={form}
        layout="vertical"
        initialValues={start}
        style={{ maxWidth: 1000 }}
      >
        <BilingualInput name="title" label={t('brand.title')} required maxLength={100} />
        <BilingualRichText name="content" label={t('brand.content')} />
        <Space>
          {owner && (
            <Popconfirm
              title={t('brand.publishVersionConfirm')}
              onConfirm={() => void form.validateFields().then(publishText, () => undefined)}
            >
              <Button type="primary" loading={publish.isPending}>
                {t('brand.publishVersion')}
              </Button>
            </Popconfirm>
          )}
          <Button
            type={owner ? 'default' : 'primary'}
            loading={saveDraft.isPending}
            onClick={() =>
              void run(async () => {
                await saveDraft.mutateAsync({ kind, ...(await form.validateFields()) });
                return t('brand.draftSaved');
              })
            }
          >
            {t('brand.saveDraft')}
          </Button>
        </Space>
      </Form>
      {data.versions.length > 1 && (
        <section style={{ marginTop: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('brand.versions')}
          </Typography.Title>
          <ul>
            {data.versions.slice(1).map((v) => (
              <li key={v.version}>
                {v.version} · {dateTime(v.publishedAt)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
