import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Pull-down refresh (spec §4: pulling, reached, refreshing, and back) with the app's texts.
 * `onRefresh` resolves when the new data is in.
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('ui.refreshPulling')}
      canReleaseText={t('ui.refreshCanRelease')}
      refreshingText={t('ui.refreshing')}
      completeText={t('ui.refreshComplete')}
    >
      {children}
    </PullToRefresh>
  );
}
