import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Col, Form, Input, Popconfirm, Row, Select, Space, Typography } from 'antd';
import { safeImageAddress } from '@school/contract/helpers/media';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { UploadField } from '../../components/UploadField.tsx';
import { errorText } from '../../lib/errorText.ts';
import { useCan } from '../../lib/me.ts';
import {
  uploadAdminBrandImage,
  useBrand,
  useDiscardBrandDraft,
  usePublishBrand,
  useSaveBrandDraft,
  type BrandView,
} from './calls.ts';
import { DraftCompare, type CompareRow } from './DraftCompare.tsx';

const COLOUR = /^(#[0-9a-fA-F]{6})?$/;
const IMAGES = 'image/jpeg,image/png,image/webp';

/**
 * The school's brand (docs/design/school-texts.md §9): what the families' app shows as the school (name, logo, colour,
 * contacts, ICP number, zone). The owner publishes; the content role saves a draft, which the
 * owner sees beside the live values and publishes.
 */
export function BrandForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const owner = can('brand.edit');
  const brand = useBrand();
  const saveDraft = useSaveBrandDraft();
  const publish = usePublishBrand();
  const discard = useDiscardBrandDraft();
  const [form] = Form.useForm<BrandView>();
  const [source, setSource] = useState<'live' | 'draft'>('live');
  const colour = Form.useWatch('mainColor', form);

  const data = brand.data;
  useEffect(() => {
    if (!data) return;
    // The content role goes on with its own draft; the owner starts from what families see.
    const start = source === 'draft' || (!owner && data.draft) ? data.draft!.value : data.live;
    form.setFieldsValue(start);
  }, [data, source, owner, form]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      void message.success(done);
      setSource('live');
    } catch (e) {
      // A field the form refused shows its reason under it.
      if ((e as { errorFields?: unknown }).errorFields) return;
      void message.error(errorText(e, t));
    }
  };
  const values = async () => form.validateFields();

  if (!data) return null;
  const show = (v: string | null) => v || t('brand.none');
  const img = (v: string | null, label: string) => {
    // Never an odd stored address in an <img> (issue 25); it shows as text to be replaced.
    const src = safeImageAddress(v);
    if (src) return <img src={src} alt={label} style={{ maxHeight: 48 }} />;
    return v ? <Typography.Text type="danger">{v}</Typography.Text> : t('brand.none');
  };
  const rows = (a: BrandView, b: BrandView): CompareRow[] => [
    {
      key: 'name',
      label: t('brand.name'),
      live: `${a.name.zh} / ${a.name.en}`,
      draft: `${b.name.zh} / ${b.name.en}`,
    },
    {
      key: 'shortName',
      label: t('brand.shortName'),
      live: `${show(a.shortName.zh)} / ${show(a.shortName.en)}`,
      draft: `${show(b.shortName.zh)} / ${show(b.shortName.en)}`,
    },
    {
      key: 'logo',
      label: t('brand.logo'),
      live: img(a.logo, t('brand.logo')),
      draft: img(b.logo, t('brand.logo')),
    },
    {
      key: 'mainColor',
      label: t('brand.mainColor'),
      live: show(a.mainColor),
      draft: show(b.mainColor),
    },
    { key: 'phone', label: t('brand.phone'), live: show(a.phone), draft: show(b.phone) },
    {
      key: 'serviceQr',
      label: t('brand.serviceQr'),
      live: img(a.serviceQr, t('brand.serviceQr')),
      draft: img(b.serviceQr, t('brand.serviceQr')),
    },
    {
      key: 'icpNumber',
      label: t('brand.icpNumber'),
      live: show(a.icpNumber),
      draft: show(b.icpNumber),
    },
    { key: 'timeZone', label: t('brand.timeZone'), live: a.timeZone, draft: b.timeZone },
  ];

  return (
    <>
      {!owner && <Typography.Paragraph>{t('brand.contentHint')}</Typography.Paragraph>}
      {data.draft && (
        <DraftCompare
          savedBy={data.draft.savedBy}
          savedAt={data.draft.savedAt}
          rows={rows(data.live, data.draft.value)}
          publishConfirm={t('brand.publishConfirm')}
          busy={publish.isPending}
          {...(owner
            ? {
                onLoad: () => setSource('draft'),
                onPublish: () =>
                  void run(() => publish.mutateAsync(data.draft!.value), t('brand.published')),
                onDiscard: () =>
                  void run(() => discard.mutateAsync(undefined), t('brand.discarded')),
              }
            : data.draft.mine
              ? {
                  onDiscard: () =>
                    void run(() => discard.mutateAsync(undefined), t('brand.discarded')),
                }
              : {})}
        />
      )}
      <Form form={form} layout="vertical" style={{ maxWidth: 880 }}>
        <BilingualInput name="name" label={t('brand.name')} required maxLength={60} />
        <BilingualInput name="shortName" label={t('brand.shortName')} maxLength={20} />
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item name="logo" label={t('brand.logo')}>
              <UploadField
                action={`${uploadAdminBrandImage.path}?purpose=logo`}
                accept={IMAGES}
                label={t('brand.logo')}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="serviceQr" label={t('brand.serviceQr')}>
              <UploadField
                action={`${uploadAdminBrandImage.path}?purpose=qr`}
                accept={IMAGES}
                label={t('brand.serviceQr')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item
              label={t('brand.mainColor')}
              extra={t('brand.mainColorHint')}
              required={false}
            >
              <Space.Compact style={{ width: '100%' }}>
                <input
                  type="color"
                  aria-label={t('brand.mainColorPick')}
                  value={colour && COLOUR.test(colour) && colour ? colour : '#20c05c'}
                  onChange={(e) => form.setFieldValue('mainColor', e.target.value)}
                  style={{ width: 44, height: 32, padding: 2, border: '1px solid #d9d9d9' }}
                />
                <Form.Item
                  name="mainColor"
                  noStyle
                  rules={[{ pattern: COLOUR, message: t('brand.mainColorInvalid') }]}
                >
                  <Input aria-label={t('brand.mainColor')} placeholder="#20c05c" maxLength={7} />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="timeZone" label={t('brand.timeZone')} extra={t('brand.timeZoneHint')}>
              <Select
                showSearch
                aria-label={t('brand.timeZone')}
                options={data.timeZones.map((z) => ({ value: z, label: z }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col span={12}>
            <Form.Item name="phone" label={t('brand.phone')}>
              <Input maxLength={30} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="icpNumber" label={t('brand.icpNumber')} extra={t('brand.icpHint')}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          {owner && (
            <Popconfirm
              title={t('brand.publishConfirm')}
              onConfirm={() =>
                void run(async () => publish.mutateAsync(await values()), t('brand.published'))
              }
            >
              <Button type="primary" loading={publish.isPending}>
                {t('brand.publish')}
              </Button>
            </Popconfirm>
          )}
          <Button
            type={owner ? 'default' : 'primary'}
            loading={saveDraft.isPending}
            onClick={() =>
              void run(async () => saveDraft.mutateAsync(await values()), t('brand.draftSaved'))
            }
          >
            {t('brand.saveDraft')}
          </Button>
        </Space>
      </Form>
    </>
  );
}
