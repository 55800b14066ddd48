import { useTranslation } from 'react-i18next';
import { AutoComplete, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import * as api from '@school/contract/api/admin/texts';
import { BANNER_POSITIONS } from '@school/contract/rules/content';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { UploadField } from '../../components/UploadField.tsx';
import { dateTime } from '../../lib/format.ts';
import { APP_ROUTE_CHOICES } from './appRoutes.ts';
import { CrudTab } from './CrudTab.tsx';
import { BilingualText } from '../../components/bilingual.tsx';

type Row = api.AdminBanner;
interface Values {
  position: Row['position'];
  title: { zh: string; en: string };
  image: string | null;
  linkType: 'route' | 'web' | 'none';
  target: string;
  sort: number;
  active: boolean;
  dates: [Dayjs | null, Dayjs | null] | null;
}

/** Banners: image, target (a page of the app, an allowed web page, nothing), position, dates. */
export function BannersTab() {
  const { t } = useTranslation();
  return (
    <CrudTab<typeof api.listAdminBanners, Values>
      list={api.listAdminBanners}
      save={api.saveAdminBanner}
      remove={api.deleteAdminBanner}
      label={t('texts.tabs.banners')}
      rowKey={(b) => b.id}
      columns={[
        {
          key: 'image',
          title: t('texts.image'),
          render: (_, b) => <img src={b.image} alt={b.title.zh} style={{ height: 40 }} />,
        },
        {
          key: 'title',
          title: t('texts.title'),
          render: (_, b) => <BilingualText text={b.title} />,
        },
        {
          key: 'position',
          title: t('texts.position'),
          filters: BANNER_POSITIONS.map((p) => ({ value: p, text: t(`texts.positions.${p}`) })),
          render: (_, b) => t(`texts.positions.${b.position}`),
        },
        {
          key: 'link',
          title: t('texts.target'),
          render: (_, b) => (b.link.type === 'none' ? t('texts.linkNone') : b.link.target),
        },
        {
          key: 'dates',
          title: t('texts.dates'),
          render: (_, b) =>
            `${b.startsAt ? dateTime(b.startsAt) : '…'} – ${b.endsAt ? dateTime(b.endsAt) : '…'}`,
        },
        { key: 'sort', title: t('texts.sort'), dataIndex: 'sort', sorter: true },
        { key: 'active', title: t('texts.shown'), render: (_, b) => (b.active ? '✓' : '—') },
      ]}
      empty={{
        position: 'home',
        title: { zh: '', en: '' },
        image: null,
        linkType: 'none',
        target: '',
        sort: 0,
        active: true,
        dates: null,
      }}
      toValues={(b) => ({
        position: b.position,
        title: b.title,
        image: b.image,
        linkType: b.link.type,
        target: b.link.target ?? '',
        sort: b.sort,
        active: b.active,
        dates: [b.startsAt ? dayjs(b.startsAt) : null, b.endsAt ? dayjs(b.endsAt) : null],
      })}
      toInput={(v, row) => ({
        ...(row ? { id: row.id } : {}),
        position: v.position,
        title: v.title,
        image: v.image ?? '',
        link:
          v.linkType === 'none'
            ? { type: 'none', target: null }
            : { type: v.linkType, target: v.target.trim() },
        sort: v.sort ?? 0,
        active: v.active,
        startsAt: v.dates?.[0]?.toISOString() ?? null,
        endsAt: v.dates?.[1]?.toISOString() ?? null,
      })}
      fields={
        <>
          <BilingualInput name="title" label={t('texts.title')} required maxLength={60} />
          <Form.Item
            name="image"
            label={t('texts.image')}
            rules={[{ required: true, message: t('texts.imageRequired') }]}
          >
            <UploadField
              action={`${api.uploadAdminFile.path}?purpose=banner`}
              accept="image/jpeg,image/png,image/webp"
              label={t('texts.image')}
            />
          </Form.Item>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="linkType" label={t('texts.targetKind')}>
                <Select
                  options={[
                    { value: 'none', label: t('texts.linkNone') },
                    { value: 'route', label: t('texts.linkRoute') },
                    { value: 'web', label: t('texts.linkWeb') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={18}>
              <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.linkType !== b.linkType}>
                {({ getFieldValue }) => {
                  const linkType = getFieldValue('linkType') as Values['linkType'];
                  return (
                    <>
                      {linkType === 'route' && (
                        <Form.Item
                          name="target"
                          label={t('texts.target')}
                          rules={[
                            {
                              required: true,
                              pattern: /^\/pages\//,
                              message: t('texts.routeInvalid'),
                            },
                          ]}
                        >
                          <AutoComplete options={APP_ROUTE_CHOICES.map((r) => ({ value: r }))} />
                        </Form.Item>
                      )}
                      {linkType === 'web' && (
                        <Form.Item
                          name="target"
                          label={t('texts.target')}
                          extra={t('texts.webHint')}
                          rules={[{ required: true }]}
                        >
                          <Input placeholder="https://" />
                        </Form.Item>
                      )}
                    </>
                  );
                }}
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name="position" label={t('texts.position')}>
                <Select
                  options={BANNER_POSITIONS.map((p) => ({
                    value: p,
                    label: t(`texts.positions.${p}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item name="dates" label={t('texts.dates')}>
                <DatePicker.RangePicker
                  showTime
                  allowEmpty={[true, true]}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="sort" label={t('texts.sort')}>
                <InputNumber precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name="active" label={t('texts.shown')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </>
      }
    />
  );
}
