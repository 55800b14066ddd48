import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Layout, Menu, Space, Spin, Tag, theme, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useCan, useMe, useSignOut } from '../lib/me.ts';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { AREAS, type ConsoleArea } from './menu.tsx';

/** The area a path belongs to: the longest matching area path. */
export function areaOf(pathname: string): ConsoleArea | undefined {
  return [...AREAS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((a) =>
      a.path === '/' ? pathname === '/' : pathname === a.path || pathname.startsWith(`${a.path}/`),
    );
}

/** The signed-in frame: side menu of the areas the role may open, header, the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const me = useMe().data;
  const can = useCan();
  const signOut = useSignOut();
  const areas = AREAS.filter((a) => can(a.permission));
  const current = areaOf(pathname);
  const { token } = theme.useToken();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* The line between menu and page runs the window's height (issue #24): it is the side
          bar's, not the menu's, which ended below its last item. */}
      <Layout.Sider
        width={208}
        theme="light"
        breakpoint="lg"
        collapsedWidth={64}
        style={{ borderInlineEnd: `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}
      >
        <div style={{ padding: '16px 20px', fontWeight: 600, fontSize: 16 }}>
          {t('common.appName')}
        </div>
        <nav aria-label={t('common.appName')}>
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 0 }}
            selectedKeys={current ? [current.key] : []}
            items={areas.map((a) => ({ key: a.key, icon: a.icon, label: t(a.labelKey) }))}
            onClick={({ key }) => navigate(AREAS.find((a) => a.key === key)!.path)}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            paddingInline: 24,
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
          }}
        >
          <Space size="middle">
            <LanguageSwitch />
            {me && (
              <Space size="small">
                <Typography.Text>{me.name}</Typography.Text>
                <Tag color="blue">{t(`common.role.${me.role}`)}</Tag>
              </Space>
            )}
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {t('common.signOut')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <main>
            <Suspense fallback={<Spin aria-label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
