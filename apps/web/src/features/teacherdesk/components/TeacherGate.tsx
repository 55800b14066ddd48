import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../../components/EmptyState.tsx';
import { go, reLaunch } from '../../../lib/navigation.ts';
import { HOME_PATH } from '../../../lib/routes.ts';
import { isForbidden, useIsTeacher } from '../api.ts';

/**
 * The teacher's pages show their content to teacher accounts only; anyone else (or a server
 * answer 3003) sees "教师专用" and the way home, and stays signed in.
 */
export function TeacherGate({ error, children }: { error?: unknown; children: ReactNode }) {
  const { t } = useTranslation();
  const teacher = useIsTeacher();
  if (!teacher || isForbidden(error))
    return (
      <EmptyState
        fill
        icon="compass"
        title={t('desk.teacherOnly')}
        description={t('desk.teacherOnlyHint')}
        action={
          <StateButton onClick={() => go(reLaunch(HOME_PATH))}>{t('desk.backHome')}</StateButton>
        }
      />
    );
  return <>{children}</>;
}
