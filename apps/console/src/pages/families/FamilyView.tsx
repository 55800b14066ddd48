import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Popconfirm,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { ArrowLeftOutlined, GiftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { viewAdminFamilyConsent } from '@school/contract/api/admin/families';
import { SUPPORT_GRANT_LIMIT_PER_MONTH } from '@school/contract/rules/permissions';
import { useFamily, useSetFamilyStatus } from '../../features/families/calls.ts';
import { EraseForm } from '../../features/families/EraseForm.tsx';
import { GrantForm } from '../../features/families/GrantForm.tsx';
import { errorText } from '../../lib/errorText.ts';
import { request } from '../../lib/request.ts';
import { dateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/me.ts';
import { FamilyTabs } from './FamilyTabs.tsx';
import { STATUS_COLORS } from './FamilyListView.tsx';

/**
 * The guardian's consent: the versions accepted and when, or that the versions in force are not
 * accepted yet (the app asks at the next visit).
 */
function Consent({ id }: { id: number }) {
  const { t } = useTranslation();
  const consent = useQuery({
    queryKey: ['families', 'consent', id],
    queryFn: ({ signal }) => request(viewAdminFamilyConsent, { id }, signal),
  });
  const c = consent.data;
  if (consent.isError) return <>{errorText(consent.error, t)}</>;
  if (!c) return <>…</>;
  const versions = { agreement: c.agreementVersion, privacy: c.privacyVersion };
  if (c.required) {
    return <>{t(c.accepted ? 'families.consent.outdated' : 'families.consent.never', versions)}</>;
  }
  const a = c.accepted!;
  return (
    <>
      {t('families.consent.accepted', {
        agreement: a.agreementVersion,
        privacy: a.privacyVersion,
        at: dateTime(a.acceptedAt),
      })}
    </>
  );
}

/** The profile, credit figures and actions of a family (families.read). */
function FamilyHeader({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const family = useFamily(id);
  const setStatus = useSetFamilyStatus();
  const [granting, setGranting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const f = family.data;
  if (family.isError) return <Alert type="error" showIcon title={errorText(family.error, t)} />;
  if (!f) return <Card loading />;

  const changeStatus = async (status: 'active' | 'disabled') => {
    try {
      await setStatus.mutateAsync({ id, status });
      void message.success(status === 'disabled' ? t('families.disabled') : t('families.enabled'));
    } catch (e) {
      void message.error(errorText(e, t));
    }
  };
  const live = f.status !== 'deleted';

  return (
    <Card style={{ marginBottom: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start" wrap>
        <Descriptions
          title={
            <Space>
              {f.name || f.username || t('families.title', { id })}
              <Tag color={STATUS_COLORS[f.status]}>{t(`families.statuses.${f.status}`)}</Tag>
            </Space>
          }
          column={3}
          size="small"
          style={{ maxWidth: 760 }}
          items={[
            { key: 'id', label: 'ID', children: f.id },
            {
              key: 'phone',
              label: t('families.phone'),
              children: f.phone ?? t('families.noPhone'),
            },
            { key: 'username', label: t('families.englishName'), children: f.username || '—' },
            {
              key: 'sex',
              label: t('families.sex'),
              children: t(`families.sexes.${f.sex}`, { defaultValue: '—' }),
            },
            { key: 'birth', label: t('families.birth'), children: f.birth },
            { key: 'registered', label: t('families.registered'), children: dateTime(f.createdAt) },
            {
              key: 'consent',
              label: t('families.consent.label'),
              span: 3,
              children: <Consent id={id} />,
            },
          ]}
        />
        <Space size="large">
          <Statistic title={t('families.balance')} value={f.credits.balance} />
          <Statistic title={t('families.creditsUsed')} value={f.credits.used} />
          <Statistic title={t('families.creditsTotal')} value={f.credits.total} />
          <Statistic
            title={t('families.supportThisMonth')}
            value={f.supportGrantedThisMonth}
            suffix={`/ ${SUPPORT_GRANT_LIMIT_PER_MONTH}`}
          />
        </Space>
      </Space>
      {live && (
        <Space style={{ marginTop: 16 }} wrap>
          {can('families.grant') && (
            <Button type="primary" icon={<GiftOutlined />} onClick={() => setGranting(true)}>
              {t('families.grant')}
            </Button>
          )}
          {can('families.edit') &&
            (f.status === 'active' ? (
              <Popconfirm
                title={t('families.disableConfirm')}
                okText={t('common.confirm')}
                cancelText={t('common.cancel')}
                onConfirm={() => changeStatus('disabled')}
              >
                <Button danger>{t('families.disable')}</Button>
              </Popconfirm>
            ) : (
              <Button onClick={() => void changeStatus('active')}>{t('families.enable')}</Button>
            ))}
          {can('families.edit') && f.phone && (
            <Button danger type="dashed" onClick={() => setErasing(true)}>
              {t('families.erase')}
            </Button>
          )}
        </Space>
      )}
      <GrantForm
        familyId={id}
        supportGranted={f.supportGrantedThisMonth}
        open={granting}
        onClose={() => setGranting(false)}
      />
      {f.phone && (
        <EraseForm familyId={id} phone={f.phone} open={erasing} onClose={() => setErasing(false)} />
      )}
    </Card>
  );
}

/** A family's page: profile and actions, then grants, ledger, lessons, orders, exams, messages. */
export default function FamilyView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const can = useCan();
  return (
    <>
      <Space align="center" style={{ marginBottom: 12 }}>
        <Button
          icon={<ArrowLeftOutlined />}
          aria-label={t('families.back')}
          onClick={() => navigate('/families')}
        />
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {t('families.title', { id })}
        </Typography.Title>
      </Space>
      {can('families.read') && <FamilyHeader id={id} />}
      <FamilyTabs id={id} />
    </>
  );
}
