import { enterClassroom } from '@school/contract/api/classroom';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { refusalMessage } from '../../features/classroom/api.ts';
import { takeTicket } from '../../features/classroom/ticketCache.ts';
import { go, navigateBack } from '../../lib/navigation.ts';
import { request } from '../../lib/request.ts';
import { idParam, usePageQuery } from '../../lib/usePageQuery.ts';
import styles from './live.module.css';

/**
 * 在线课堂 (?lessonId=): the hosted classroom page of the ticket (`url`, filled by the server with
 * classid, token, userid, layout=right and the school id) in a full-window frame.
 */
export default function LiveWebPage() {
  const { t } = useTranslation();
  const lessonId = idParam(usePageQuery().lessonId);
  // The entry page's ticket when it is fresh; otherwise ask again (a reload, a shared link).
  const [kept] = useState(() => (lessonId ? takeTicket(lessonId) : undefined));
  const ticket = useQuery({
    queryKey: ['classroomTicket', lessonId],
    queryFn: () => request(enterClassroom, { lessonId: lessonId ?? 0 }),
    enabled: lessonId !== undefined && !kept,
    initialData: kept,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });

  if (lessonId === undefined)
    return (
      <Page>
        <EmptyState fill title={t('live.noLesson')} />
      </Page>
    );
  if (ticket.isPending)
    return (
      <Page>
        <LoadingState fill label={t('live.hostedLoading')} />
      </Page>
    );
  if (ticket.isError)
    return (
      <Page>
        <ErrorState
          fill
          title={t('live.failedTitle')}
          description={refusalMessage(ticket.error) ?? t('common.networkError')}
          onRetry={() => void ticket.refetch()}
        />
      </Page>
    );
  const url = ticket.data.url;
  if (!url)
    return (
      <Page>
        <EmptyState fill title={t('live.hostedMissing')} />
      </Page>
    );
  return (
    <div className={styles.hosted}>
      <iframe
        src={url}
        title={ticket.data.lesson.title || t('live.hostedTitle')}
        allow="camera; microphone; fullscreen; display-capture; autoplay"
        allowFullScreen
        data-testid="hosted-classroom"
      />
      <button type="button" className={styles.hostedLeave} onClick={() => go(navigateBack())}>
        {t('live.leave')}
      </button>
    </div>
  );
}
