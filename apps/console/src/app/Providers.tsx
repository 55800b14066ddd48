import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { queryClient } from './queryClient.ts';

/** antd in the console's language, TanStack Query, and antd's App (message, modal) context. */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : zhCN}
      // antd puts a space between two Chinese characters of a button ("登 录"): screen readers
      // and tests read the label as written. Its own loading spinner, labelled "loading", stays
      // in the button after the wait until a CSS transition ends (never in jsdom; most likely
      // not in a page Chromium is not painting, which is our reading of a CI browser test that
      // waited minutes for 登录): meanwhile the button is named "loading 登录". This one is shown
      // only while loading, and is not read out (SignInForm.test.tsx).
      button={{ autoInsertSpace: false, loadingIcon: <LoadingOutlined aria-hidden /> }}
      // Colours darkened from antd's defaults for 4.5:1 text contrast on white (WCAG AA): the
      // primary/link blue, the error red, and the secondary and tertiary greys (0.45 alpha is
      // about 3.5:1).
      theme={{
        token: {
          colorPrimary: '#1261c9',
          colorLink: '#1261c9',
          colorError: '#cf1322',
          colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
          colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
          colorTextDescription: 'rgba(0, 0, 0, 0.62)',
        },
        components: {
          // A preset tag (<Tag color="orange">) writes its text in the palette's 7th shade on its
          // 1st: 2.8-4.4:1 for these; the 8th shade is 4.5:1 or more (blue, red, purple,
          // geekblue and magenta pass as they are).
          Tag: {
            cyan7: '#006d75',
            green7: '#237804',
            gold7: '#874d00',
            orange7: '#ad4e00',
            volcano7: '#ad2102',
            lime7: '#3f6600',
            yellow7: '#876800',
          },
        },
      }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
