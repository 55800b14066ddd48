import { useTranslation } from 'react-i18next';
import { AutoComplete, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { AdminTeacher } from '@school/contract/api/admin/teachers';
import { adminTeacherInput } from '@school/contract/api/admin/teachers';
import { BilingualRichText } from '../../components/BilingualRichText.tsx';
import { UploadField } from '../../components/UploadField.tsx';
import { RecordDialog, useRecordForm } from '../../components/RecordDialog.tsx';
import { zodRule } from '../../lib/zodRule.ts';
import { uploadAdminTeacherFile, useSaveTeacher, useTeacher, useTeacherOptions } from './calls.ts';

interface Values {
  name: string;
  phone: string;
  avatar: string | null;
  videoUrl: string | null;
  nationality: string;
  sex: 0 | 1 | 2;
  tagIds: number[];
  intro: { zh: string; en: string };
  sort: number;
}

const EMPTY: Values = {
  name: '',
  phone: '',
  avatar: null,
  videoUrl: null,
  nationality: '',
  sex: 0,
  tagIds: [],
  intro: { zh: '', en: '' },
  sort: 0,
};

const valuesOf = (t: AdminTeacher): Values => ({
  name: t.name,
  phone: t.phone ?? '',
  avatar: t.avatar,
  videoUrl: t.videoUrl,
  nationality: t.nationality,
  sex: t.sex,
  tagIds: t.tags.map((x) => x.id),
  intro: t.intro,
  sort: t.sort,
});

/**
 * Create (id null) or edit a teacher: the login phone of the teachers' area, photo and intro
 * video uploads, nationality, sex, tags, and the intro in Chinese and English.
 */
export function TeacherForm({
  id,
  open,
  onClose,
}: {
  id: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const teacher = useTeacher(open ? id : null);
  const form = useRecordForm({ open, id, record: teacher.data, empty: EMPTY, valuesOf });
  const options = useTeacherOptions();
  const save = useSaveTeacher();

  return (
    <RecordDialog
      title={id === null ? t('teachers.create') : t('teachers.editTitle')}
      open={open}
      onClose={onClose}
      form={form}
      empty={EMPTY}
      saving={save.isPending}
      saved={id === null ? t('teachers.created') : t('teachers.saved')}
      save={(v) => save.mutateAsync({ ...(id === null ? {} : { id }), ...v })}
    >
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="name"
            label={t('teachers.name')}
            rules={[{ required: true, whitespace: true, message: t('teachers.nameRequired') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="phone"
            label={t('teachers.phone')}
            extra={t('teachers.phoneHelp')}
            rules={[
              { required: true, message: t('teachers.phoneRequired') },
              zodRule(adminTeacherInput.shape.phone, t('teachers.phoneInvalid')),
            ]}
          >
            <Input inputMode="tel" maxLength={11} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="nationality" label={t('teachers.nationality')}>
            <AutoComplete
              options={(options.data?.nationalities ?? []).map((n) => ({ value: n }))}
              maxLength={40}
            />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="sort" label={t('teachers.sort')}>
            <InputNumber min={-10000} max={10000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="sex" label={t('teachers.sex')}>
            <Radio.Group
              options={[0, 1, 2].map((s) => ({ value: s, label: t(`teachers.sexes.${s}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="tagIds" label={t('teachers.tags')}>
            <Select
              mode="multiple"
              allowClear
              aria-label={t('teachers.tags')}
              options={(options.data?.tags ?? []).map((x) => ({ value: x.id, label: x.name }))}
              optionFilterProp="label"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="avatar" label={t('teachers.photo')}>
            <UploadField
              action={`${uploadAdminTeacherFile.path}?purpose=photo`}
              accept="image/jpeg,image/png,image/webp"
              label={t('teachers.photo')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="videoUrl" label={t('teachers.video')}>
            <UploadField
              action={`${uploadAdminTeacherFile.path}?purpose=video`}
              accept="video/mp4"
              label={t('teachers.video')}
              kind="file"
            />
          </Form.Item>
        </Col>
      </Row>
      <BilingualRichText name="intro" label={t('teachers.intro')} />
    </RecordDialog>
  );
}
