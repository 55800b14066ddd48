import type { NotificationPreference } from '@school/contract/api/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useEditNotifySettings, useNotifySettings } from '../../features/messages/api.ts';
import { enablePush, pushState } from '../../features/messages/push.ts';
import { reportError } from '../../lib/errorReporter.ts';
import { useDataStore } from '../../lib/store.ts';
import styles from './NotifyPage.module.css';

/** Turning Web Push on for this browser, with what the browser allows. */
function PushOnThisPhone() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState(pushState);
  const [busy, setBusy] = useState(false);
  if (state === 'unsupported')
    return <p className={styles.note}>{t('notices.push.unsupported')}</p>;
  if (state === 'install')
    return (
      <p className={styles.note} role="note">
        {t('notices.push.install')}
      </p>
    );
  if (state === 'denied') return <p className={styles.note}>{t('notices.push.denied')}</p>;
  if (state === 'granted') return <p className={styles.note}>{t('notices.push.on')}</p>;
  return (
    <button
      type="button"
      className={styles.enable}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        enablePush(i18n.language === 'en' ? 'en' : 'zh')
          .catch(reportError)
          .finally(() => {
            setBusy(false);
            setState(pushState());
          });
      }}
    >
      {t('notices.push.enable')}
    </button>
  );
}

/** 通知设置 (设置): which events come by SMS and by push; in-app messages are always on. */
export default function NotifyPage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const settings = useNotifySettings();
  const edit = useEditNotifySettings();
  if (!token) return <LoginFirstPage />;

  let body;
  if (settings.isPending) body = <LoadingState />;
  else if (settings.isError)
    body = (
      <ErrorState title={t('notices.settingsFailed')} onRetry={() => void settings.refetch()} />
    );
  else {
    const { list, smsAvailable, quietHours } = settings.data;
    const change = (p: NotificationPreference, channel: 'sms' | 'push', on: boolean) =>
      edit.mutate([{ ...p, [channel]: on }]);
    body = (
      <>
        <p className={styles.note}>
          {t('notices.settingsHint', { from: quietHours.from, to: quietHours.to })}
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('notices.event')}</th>
              <th scope="col">{t('notices.sms')}</th>
              <th scope="col">{t('notices.pushCol')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((p) => (
              <tr key={p.event}>
                <th scope="row">{t(`notices.events.${p.event}`)}</th>
                {(['sms', 'push'] as const).map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      role="switch"
                      className={styles.switch}
                      aria-label={`${t(`notices.events.${p.event}`)} ${t(channel === 'sms' ? 'notices.sms' : 'notices.pushCol')}`}
                      checked={p[channel]}
                      disabled={edit.isPending || (channel === 'sms' && !smsAvailable)}
                      onChange={(e) => change(p, channel, e.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <PushOnThisPhone />
      </>
    );
  }
  return <Page>{body}</Page>;
}
