import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { queryClient } from './queryClient.ts';

/** antd in the console's language, TanStack Query, and antd's App (message, modal) context. */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      // The primary colour darkened from antd's default for 4.5:1 text contrast (WCAG AA).
      theme={{ token: { colorPrimary: '#1261c9', colorLink: '#1261c9' } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
