import { useTranslation } from 'react-i18next';
import { EntryIcon } from '../../components/EntryIcon.tsx';
import { go, navigateTo, switchTab } from '../../lib/navigation.ts';
import styles from './HomePage.module.css';

/** The home tab's entries; the mall is a tab of its own. */
const ENTRIES = [
  {
    key: 'choose',
    label: 'learn.quick.choose',
    icon: 'calendar',
    color: '#20c05c',
    url: '/pages/choose/choose',
  },
  {
    key: 'huiben',
    label: 'learn.quick.huiben',
    icon: 'book',
    color: '#ff9448',
    url: '/pages/huiben/list',
  },
  {
    key: 'assessment',
    label: 'learn.quick.assessment',
    icon: 'quiz',
    color: '#9a7bff',
    url: '/pages/assessment/index',
  },
  {
    key: 'ketang',
    label: 'learn.quick.ketang',
    icon: 'play',
    color: '#ff7eb0',
    url: '/pages/ketang/index',
  },
  {
    key: 'myclass',
    label: 'home.entry.myclass',
    icon: 'teacher',
    color: '#4ea8ff',
    url: '/pages/course/myclass',
  },
  {
    key: 'anno',
    label: 'home.entry.anno',
    icon: 'bell',
    color: '#f0a500',
    url: '/pages/anno/anno',
  },
  {
    key: 'progress',
    label: 'home.entry.progress',
    icon: 'chart',
    color: '#14b8a6',
    url: '/pages/course/courseprogress',
  },
  {
    key: 'mall',
    label: 'home.entry.mall',
    icon: 'bag',
    color: '#ff5a5f',
    url: '/pages/mall/index',
  },
] as const;

/** 学习中心: the grid of entries (nothing in it changes with the tab's data). */
export function HomeEntries() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      {ENTRIES.map((e) => (
        <button
          key={e.key}
          type="button"
          className={styles.entry}
          onClick={() => go(e.key === 'mall' ? switchTab(e.url) : navigateTo(e.url))}
        >
          <span
            className={styles.entryIcon}
            style={{ color: e.color, background: `color-mix(in srgb, ${e.color} 13%, white)` }}
          >
            <EntryIcon name={e.icon} />
          </span>
          {t(e.label)}
        </button>
      ))}
    </div>
  );
}
