import Dialog from 'antd-mobile/es/components/dialog';
import { APP_VERSION, APP_VERSION_CODE } from '@school/contract/helpers/appVersion';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoList, InfoRow } from '../../components/InfoRow.tsx';
import { Page } from '../../components/Page.tsx';
import styles from '../../features/account/components/Account.module.css';
import {
  clearLocalCache,
  formatBytes,
  localCacheBytes,
} from '../../features/account/localCache.ts';
import { useLogoutFlow } from '../../features/auth/useLogoutFlow.ts';
import { useUserInfo } from '../../features/user/api.ts';
import { setLanguage } from '../../lib/i18n.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import { showSuccessToast } from '../../lib/toast.ts';
import { PasswordSheet } from './PasswordSheet.tsx';

/**
 * 设置: set or change the password, delete the account, clear the local cache (the login stays),
 * the language, the version, the school's legal pages, and logging out (the server revokes the
 * session).
 */
export default function SettingPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const token = useDataStore((s) => s.token);
  const hasPassword = useDataStore((s) => s.userInfo.hasPassword ?? false);
  useUserInfo({ silent: true });
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [cacheBytes, setCacheBytes] = useState(() => localCacheBytes());

  const clearCache = async () => {
    const ok = await Dialog.confirm({
      'aria-label': t('account.setting.clearConfirm'),
      content: t('account.setting.clearConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    clearLocalCache(client);
    setCacheBytes(localCacheBytes());
    showSuccessToast(t('account.setting.cleared'));
  };

  const logout = useLogoutFlow({
    confirm: t('account.setting.logoutConfirm'),
    action: t('account.setting.logout'),
    done: t('account.setting.loggedOut'),
  });

  const open = (path: string) => () => go(navigateTo(path));
  return (
    <Page>
      {token && (
        <InfoList label={t('account.setting.security')}>
          <InfoRow
            label={t(
              hasPassword ? 'account.setting.changePassword' : 'account.setting.setPassword',
            )}
            value={t(
              hasPassword ? 'account.setting.passwordSet' : 'account.setting.passwordNotSet',
            )}
            placeholder={!hasPassword}
            onClick={() => setPasswordOpen(true)}
          />
          <InfoRow
            label={t('account.setting.deleteAccount')}
            onClick={open('/pages/settings/logout')}
          />
        </InfoList>
      )}
      {token && (
        <InfoList>
          <InfoRow label={t('titles.settings.notify')} onClick={open('/pages/settings/notify')} />
        </InfoList>
      )}
      <InfoList label={t('account.setting.general')}>
        <InfoRow
          label={t('account.setting.clearCache')}
          value={t('account.setting.cacheSize', { size: formatBytes(cacheBytes) })}
          testId="cache-size"
          onClick={() => void clearCache()}
        />
        <InfoRow
          label={t('account.setting.language')}
          value={i18n.language === 'en' ? 'English' : '中文'}
          onClick={() => void setLanguage(i18n.language === 'en' ? 'zh' : 'en')}
        />
        <InfoRow
          label={t('account.setting.version')}
          value={t('account.setting.versionValue', {
            version: APP_VERSION,
            code: APP_VERSION_CODE,
          })}
          testId="app-version"
        />
      </InfoList>
      <InfoList>
        <InfoRow label={t('account.setting.about')} onClick={open('/pages/settings/aboutus')} />
        <InfoRow label={t('account.setting.privacy')} onClick={open('/pages/settings/police')} />
        <InfoRow label={t('account.setting.agreement')} onClick={open('/pages/xieyi/index')} />
      </InfoList>
      {token && (
        <button
          type="button"
          className={styles.plain}
          onClick={() => void logout.start()}
          disabled={logout.pending}
        >
          {t('account.setting.logout')}
        </button>
      )}
      {token && (
        <PasswordSheet
          visible={passwordOpen}
          hasPassword={hasPassword}
          onClose={() => setPasswordOpen(false)}
        />
      )}
    </Page>
  );
}
