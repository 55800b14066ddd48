import { useTranslation } from 'react-i18next';
import { Col, Form, InputNumber, Radio, Row, Switch } from 'antd';
import type { AdminProduct } from '@school/contract/api/admin/catalogue';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { BilingualRichText } from '../../components/BilingualRichText.tsx';
import { UploadField } from '../../components/UploadField.tsx';
import { RecordDialog, useRecordForm } from '../../components/RecordDialog.tsx';
import { uploadAdminProductCover, useProduct, useSaveProduct } from './calls.ts';
import type { Pair } from '../../components/bilingual.tsx';

interface Values {
  kind: 'card' | 'pack';
  name: Pair;
  description: Pair;
  cover: string | null;
  /** Yuan in the form; fen on the wire. */
  price: number;
  listPrice: number | null;
  lessonCount: number;
  validityDays: number;
  courseLevel: number | null;
  onSale: boolean;
  sort: number;
}

const toFen = (yuan: number) => Math.round(yuan * 100);
const EMPTY: Values = {
  kind: 'card',
  name: { zh: '', en: '' },
  description: { zh: '', en: '' },
  cover: null,
  price: 0,
  listPrice: null,
  lessonCount: 10,
  validityDays: 180,
  courseLevel: null,
  onSale: false,
  sort: 0,
};

function valuesOf(p: AdminProduct): Values {
  return {
    ...p,
    price: p.price / 100,
    listPrice: p.listPrice === null ? null : p.listPrice / 100,
  };
}

/** Create (id null) or edit a product: texts in both languages, prices in yuan. */
export function ProductForm({
  id,
  open,
  onClose,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const product = useProduct(open ? id : null);
  const form = useRecordForm({ open, id, record: product.data, empty: EMPTY, valuesOf });
  const save = useSaveProduct();
  const kind = Form.useWatch('kind', form);

  return (
    <RecordDialog
      title={id === null ? t('catalogue.create') : t('catalogue.edit')}
      open={open}
      onClose={onClose}
      form={form}
      empty={EMPTY}
      saving={save.isPending}
      saved={t('catalogue.saved')}
      save={(v) =>
        save.mutateAsync({
          ...(id === null ? {} : { id }),
          ...v,
          price: toFen(v.price),
          listPrice: v.listPrice === null || v.listPrice === undefined ? null : toFen(v.listPrice),
          courseLevel: v.kind === 'pack' ? (v.courseLevel ?? 1) : null,
        })
      }
    >
      <Form.Item name="kind" label={t('catalogue.kind')}>
        <Radio.Group
          options={[
            { value: 'card', label: t('catalogue.kinds.card') },
            { value: 'pack', label: t('catalogue.kinds.pack') },
          ]}
        />
      </Form.Item>
      <BilingualInput name="name" label={t('catalogue.name')} required maxLength={60} />
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="price" label={t('catalogue.priceYuan')} rules={[{ required: true }]}>
            <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="listPrice" label={t('catalogue.listPriceYuan')}>
            <InputNumber min={0} step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="lessonCount" label={t('catalogue.lessons')} rules={[{ required: true }]}>
            <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item
            name="validityDays"
            label={t('catalogue.validityDays')}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="courseLevel" label={t('catalogue.level')}>
            <InputNumber
              min={1}
              max={20}
              precision={0}
              disabled={kind !== 'pack'}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="sort" label={t('catalogue.sort')}>
            <InputNumber min={-10000} max={10000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="onSale" label={t('catalogue.onSale')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="cover" label={t('catalogue.cover')}>
            <UploadField
              action={uploadAdminProductCover.path}
              accept="image/jpeg,image/png,image/webp"
              label={t('catalogue.cover')}
            />
          </Form.Item>
        </Col>
      </Row>
      <BilingualRichText name="description" label={t('catalogue.description')} />
    </RecordDialog>
  );
}
