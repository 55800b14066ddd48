import { useTranslation } from 'react-i18next';
import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import * as api from '@school/contract/api/admin/texts';
import { BilingualInput } from '../../components/BilingualInput.tsx';
import { BilingualText, BLANK_PAIR, type Pair } from '../../components/bilingual.tsx';
import { UploadField } from '../../components/UploadField.tsx';
import { dateTime } from '../../lib/format.ts';
import { CrudTab } from './CrudTab.tsx';

/** Highlight videos (精彩课堂): video and cover uploaded, titles in both languages, order, publish. */
export function VideosTab() {
  const { t } = useTranslation();
  type V = {
    title: Pair;
    cover: string | null;
    videoUrl: string | null;
    durationMs: number;
    sort: number;
    published: boolean;
  };
  return (
    <CrudTab<typeof api.listAdminVideos, V>
      list={api.listAdminVideos}
      save={api.saveAdminVideo}
      remove={api.deleteAdminVideo}
      label={t('texts.tabs.videos')}
      rowKey={(v) => v.id}
      columns={[
        {
          key: 'cover',
          title: t('texts.cover'),
          render: (_, v) => <img src={v.cover} alt={v.title.zh} style={{ height: 40 }} />,
        },
        {
          key: 'title',
          title: t('texts.title'),
          render: (_, v) => <BilingualText text={v.title} />,
        },
        { key: 'sort', title: t('texts.sort'), dataIndex: 'sort', sorter: true },
        {
          key: 'publishedAt',
          title: t('texts.publishedAt'),
          render: (_, v) => (v.publishedAt ? dateTime(v.publishedAt) : t('texts.draft')),
        },
      ]}
      empty={{
        title: BLANK_PAIR,
        cover: null,
        videoUrl: null,
        durationMs: 0,
        sort: 0,
        published: false,
      }}
      toValues={(v) => ({ ...v, published: v.publishedAt !== null })}
      toInput={(v, row) => ({
        ...(row ? { id: row.id } : {}),
        title: v.title,
        cover: v.cover ?? '',
        videoUrl: v.videoUrl ?? '',
        durationMs: v.durationMs ?? 0,
        sort: v.sort ?? 0,
        published: v.published,
      })}
      fields={
        <>
          <BilingualInput name="title" label={t('texts.title')} required maxLength={100} />
          <Form.Item name="videoUrl" label={t('texts.video')} rules={[{ required: true }]}>
            <UploadField
              action={`${api.uploadAdminFile.path}?purpose=video`}
              accept="video/mp4"
              label={t('texts.video')}
              kind="file"
            />
          </Form.Item>
          <Form.Item name="cover" label={t('texts.cover')} rules={[{ required: true }]}>
            <UploadField
              action={`${api.uploadAdminFile.path}?purpose=videoCover`}
              accept="image/jpeg,image/png,image/webp"
              label={t('texts.cover')}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('texts.sort')}>
            <InputNumber precision={0} />
          </Form.Item>
          <Form.Item name="published" label={t('texts.publish')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      }
    />
  );
}

/** Suggested English names (起英文名): name and which children it suits. */
export function NicknamesTab() {
  const { t } = useTranslation();
  type V = { name: string; sex: 0 | 1 | 2 };
  const sexes = [0, 1, 2].map((s) => ({ value: s, label: t(`texts.sex.${s}`) }));
  return (
    <CrudTab<typeof api.listAdminNicknames, V>
      list={api.listAdminNicknames}
      save={api.saveAdminNickname}
      remove={api.deleteAdminNickname}
      label={t('texts.tabs.nicknames')}
      rowKey={(n) => n.id}
      columns={[
        { key: 'name', title: t('texts.nickname'), dataIndex: 'name', sorter: true },
        { key: 'sex', title: t('texts.suits'), render: (_, n) => t(`texts.sex.${n.sex}`) },
      ]}
      empty={{ name: '', sex: 0 }}
      toValues={(n) => n}
      toInput={(v, row) => ({ ...(row ? { id: row.id } : {}), ...v })}
      fields={
        <>
          <Form.Item
            name="name"
            label={t('texts.nickname')}
            rules={[
              {
                required: true,
                pattern: /^[A-Z][a-zA-Z' -]*$/,
                message: t('texts.nicknameInvalid'),
              },
            ]}
          >
            <Input lang="en" maxLength={30} />
          </Form.Item>
          <Form.Item name="sex" label={t('texts.suits')}>
            <Radio.Group options={sexes} />
          </Form.Item>
        </>
      }
    />
  );
}

/** Dictionary options held in code: only their English is the school's to write. */
export function DictTab() {
  const { t } = useTranslation();
  type V = { label: Pair };
  return (
    <CrudTab<typeof api.listAdminDict, V>
      list={api.listAdminDict}
      save={api.saveAdminDict}
      label={t('texts.tabs.dict')}
      rowKey={(o) => `${o.type}:${o.value}`}
      columns={[
        {
          key: 'type',
          title: t('texts.dictType'),
          render: (_, o) => t(`texts.dictTypes.${o.type}`, o.type),
        },
        {
          key: 'label',
          title: t('texts.option'),
          render: (_, o) => <BilingualText text={o.label} />,
        },
      ]}
      empty={null}
      toValues={(o) => ({ label: o.label })}
      toInput={(v, row) => ({ label: { zh: row!.label.zh, en: v.label.en ?? '' } })}
      fields={<BilingualInput name="label" label={t('texts.option')} required maxLength={60} />}
    />
  );
}

/** Teacher tags: both languages; one in use is removed only once the editor saw who uses it. */
export function TagsTab() {
  const { t } = useTranslation();
  type V = { name: Pair; group: 'style' | 'focus'; sort: number };
  return (
    <CrudTab<typeof api.listAdminTags, V>
      list={api.listAdminTags}
      save={api.saveAdminTag}
      remove={api.deleteAdminTag}
      forceRemove
      label={t('texts.tabs.tags')}
      rowKey={(g) => g.id}
      columns={[
        { key: 'name', title: t('texts.tag'), render: (_, g) => <BilingualText text={g.name} /> },
        {
          key: 'group',
          title: t('texts.tagGroup'),
          render: (_, g) => t(`texts.tagGroups.${g.group}`),
        },
        { key: 'teacherCount', title: t('texts.teacherCount'), dataIndex: 'teacherCount' },
      ]}
      empty={{ name: BLANK_PAIR, group: 'style', sort: 0 }}
      toValues={(g) => g}
      toInput={(v, row) => ({
        ...(row ? { id: row.id } : {}),
        name: v.name,
        group: v.group,
        sort: v.sort ?? 0,
      })}
      fields={
        <>
          <BilingualInput name="name" label={t('texts.tag')} required maxLength={30} />
          <Form.Item name="group" label={t('texts.tagGroup')}>
            <Select
              options={api.TAG_GROUPS.map((g) => ({ value: g, label: t(`texts.tagGroups.${g}`) }))}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('texts.sort')}>
            <InputNumber precision={0} />
          </Form.Item>
        </>
      }
    />
  );
}
