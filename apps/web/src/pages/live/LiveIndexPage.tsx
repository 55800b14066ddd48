import { formatTimeSpan } from '@school/contract/helpers/timeSpan';
import { withQuery } from '@school/contract/helpers/query';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import type { ClassroomEntry } from '../../features/classroom/api.ts';
import { useLiveRooms } from '../../features/classroom/api.ts';
import { useNow } from '../../lib/useNow.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { schoolTime, useDateFormat } from '../../lib/schoolTime.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import { DeviceCheck } from './DeviceCheck.tsx';
import styles from './live.module.css';
import { useCompactRootFont } from '../../lib/useCompactRootFont.ts';

function Entry({ entry, now }: { entry: ClassroomEntry; now: number }) {
  const { t, i18n } = useTranslation();
  const fmt = useDateFormat();
  const until = Date.parse(entry.startAt) - now;
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <li className={styles.entry} data-testid="classroom-entry">
      <div className={styles.entryInfo}>
        <strong>{t('live.teacherLabel', { name: entry.teacherName })}</strong>
        <span>{fmt.range(entry.startAt, entry.endAt)}</span>
        <span className={styles.entryHint}>
          {entry.canEnter
            ? t('live.open')
            : until > 0
              ? t('live.startsIn', { span: formatTimeSpan(until, locale) })
              : ''}
        </span>
      </div>
      <button
        type="button"
        className={styles.enterButton}
        disabled={!entry.canEnter}
        onClick={() => go(navigateTo(withQuery('/pages/live/index', { lessonId: entry.lessonId })))}
      >
        {entry.canEnter ? t('live.enter') : t('live.opensAt', { time: schoolTime(entry.opensAt) })}
      </button>
    </li>
  );
}

function EntryList() {
  const { t } = useTranslation();
  const rooms = useLiveRooms();
  const now = useNow();
  if (rooms.isPending) return <LoadingState fill />;
  if (rooms.isError)
    return <ErrorState fill title={t('live.listFailed')} onRetry={() => void rooms.refetch()} />;
  if (rooms.data.length === 0)
    return (
      <EmptyState
        fill
        icon="calendar"
        title={t('live.listEmpty')}
        description={t('live.listEmptyHint')}
        action={
          <StateButton onClick={() => go(navigateTo('/pages/choose/choose'))}>
            {t('live.toBook')}
          </StateButton>
        }
      />
    );
  return (
    <section aria-label={t('live.listTitle')}>
      <h2 className={styles.listTitle}>{t('live.listTitle')}</h2>
      <ul className={styles.entries}>
        {rooms.data.map((e) => (
          <Entry key={e.lessonId} entry={e} now={now} />
        ))}
      </ul>
    </section>
  );
}

/**
 * 直播课堂: without a lesson, the caller's classroom entries with count-downs; with `?lessonId=`, a
 * short device check (camera picture, microphone level) and then into that lesson's classroom.
 */
export default function LiveIndexPage() {
  useCompactRootFont();
  const query = usePageQuery();
  const lessonId = idParam(query.lessonId);
  return (
    <Page>{lessonId === undefined ? <EntryList /> : <DeviceCheck lessonId={lessonId} />}</Page>
  );
}
