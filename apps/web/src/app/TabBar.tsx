import { useTranslation } from 'react-i18next';
import { go, switchTab } from '../lib/navigation.ts';
import { tabRoutes } from '../lib/routes.ts';
import { useUnreadCount } from '../features/messages/api.ts';
import styles from './TabBar.module.css';

const labels = ['tabs.home', 'tabs.course', 'tabs.mall', 'tabs.mine'] as const;

function TabIcon({ index, selected }: { index: number; selected: boolean }) {
  const fill = selected ? 'currentColor' : 'none';
  const soft = selected ? 0.18 : 0;
  const common = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  const shapes = [
    <g key="home" {...common}>
      <path
        d="M4 10.5L12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19v-8.5z"
        fill={fill}
        fillOpacity={soft}
      />
      <path d="M9.5 20.5v-5h5v5" />
    </g>,
    <g key="course" {...common}>
      <path
        d="M12 6.5C10 5 7.5 4.5 4 4.5v13c3.5 0 6 .5 8 2 2-1.5 4.5-2 8-2v-13c-3.5 0-6 .5-8 2z"
        fill={fill}
        fillOpacity={soft}
      />
      <path d="M12 6.5v13" />
    </g>,
    <g key="mall" {...common}>
      <path d="M5 8h14l-1 12H6L5 8z" fill={fill} fillOpacity={soft} />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </g>,
    <g key="mine" {...common}>
      <circle cx="12" cy="12" r="8.5" fill={fill} fillOpacity={soft} />
      <path d="M8.8 14c.8 1.3 1.9 2 3.2 2s2.4-.7 3.2-2" />
      <path d="M9.3 9.8v.3M14.7 9.8v.3" strokeWidth={2.4} />
    </g>,
  ];
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
      {shapes[index]}
    </svg>
  );
}

/** The four tabs of the spec: 首页 课程 商城 我的; green when selected, #999999 otherwise. */
export function TabBar({ current }: { current: string }) {
  const { t } = useTranslation();
  // Unread messages on 我的 (issue #18). Nothing before the first answer, so the first render
  // matches the prerendered home shell.
  const unread = useUnreadCount().data ?? 0;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label={t('tabs.label')}>
        {tabRoutes.map((route, i) => {
          const selected = route.path === current;
          return (
            <button
              key={route.path}
              type="button"
              className={`${styles.item} ${selected ? styles.selected : ''}`}
              aria-current={selected ? 'page' : undefined}
              onClick={() => {
                if (!selected) go(switchTab(route.path));
              }}
            >
              <TabIcon index={i} selected={selected} />
              <span className={styles.label}>{t(labels[i] ?? 'tabs.home')}</span>
              {i === 3 && unread > 0 && (
                <span className={styles.badge} data-testid="tab-unread">
                  <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                  <span className={styles.srOnly}>{t('tabs.unread', { n: unread })}</span>
                </span>
              )}
            </button>
          );
        })}
      </nav>
    </>
  );
}
