import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.tsx';
import { MenuList } from '../../components/MenuList.tsx';
import type { MenuItem } from '../../components/MenuList.tsx';
import { Section } from '../../components/Section.tsx';
import { TabHeader } from '../../components/TabHeader.tsx';
import { useLogoutFlow } from '../../features/auth/useLogoutFlow.ts';
import { useCredits } from '../../features/credits/api.ts';
import { useComingLesson } from '../../features/lessons/api.ts';
import { lessonLinks } from '../../features/lessons/navigation.ts';
import { useUserInfo } from '../../features/user/api.ts';
import { useUnreadCount } from '../../features/messages/api.ts';
import { maskPhone } from '../../lib/format.ts';
import { go, navigateTo, reLaunch } from '../../lib/navigation.ts';
import { LOGIN_PATH } from '../../lib/routes.ts';
import { schoolDate, schoolTime, useDateFormat } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import styles from './MinePage.module.css';

type MenuKey =
  | 'messages'
  | 'mymessages'
  | 'myclass'
  | 'myclassnum'
  | 'order'
  | 'collect'
  | 'preference'
  | 'userinfo'
  | 'setting'
  | 'help'
  | 'aboutus'
  | 'police';

const study: [MenuKey, MenuItem['icon'], string, string][] = [
  ['messages', 'bell', '#e5322d', '/pages/mine/messages'],
  ['mymessages', 'report', '#138a44', '/pages/mine/mymessages'],
  ['myclass', 'calendar', '#20c05c', '/pages/course/myclass'],
  ['myclassnum', 'card', '#ff9448', '/pages/mine/myclassnum'],
  ['order', 'order', '#4ea8ff', '/pages/mine/order'],
  ['collect', 'heart', '#ff7eb0', '/pages/mine/collect'],
  ['preference', 'star', '#f0a500', '/pages/mine/preference'],
];

const account: [MenuKey, MenuItem['icon'], string, string][] = [
  ['userinfo', 'user', '#20c05c', '/pages/mine/userinfo'],
  ['setting', 'gear', '#5b6b62', '/pages/mine/setting'],
  ['help', 'help', '#4ea8ff', '/pages/settings/help'],
  ['aboutus', 'info', '#9a7bff', '/pages/settings/aboutus'],
  ['police', 'shield', '#14b8a6', '/pages/settings/police'],
];

/** 剩余课时 and 下一节课 under the profile, each opening its own page. */
function Summary() {
  const { t } = useTranslation();
  const fmt = useDateFormat();
  const credits = useCredits();
  const coming = useComingLesson();
  const loading = t('common.loading');

  let creditText = loading;
  if (credits.data) creditText = t('account.summary.creditsUnit', { n: credits.data.balance });
  else if (credits.isError) creditText = t('account.summary.creditsFailed');

  let lessonText = loading;
  const lesson = coming.data;
  if (lesson) {
    const day = schoolDate(lesson.startAt);
    lessonText = t('account.summary.lessonAt', {
      day: `${fmt.relativeDay(day)} ${fmt.monthDay(day)}`,
      time: schoolTime(lesson.startAt),
    });
  } else if (coming.isError) lessonText = t('account.summary.lessonFailed');
  else if (coming.isSuccess) lessonText = t('account.summary.noLesson');

  return (
    <div className={styles.summary}>
      <button
        type="button"
        className={styles.stat}
        onClick={() => go(navigateTo('/pages/mine/myclassnum'))}
      >
        <span className={styles.statLabel}>{t('account.summary.credits')}</span>
        <span className={styles.statValue} data-testid="mine-credits">
          {creditText}
        </span>
      </button>
      <button
        type="button"
        className={styles.stat}
        onClick={() =>
          lesson ? lessonLinks.details(lesson.id) : go(navigateTo('/pages/course/myclass'))
        }
      >
        <span className={styles.statLabel}>{t('account.summary.nextLesson')}</span>
        <span className={styles.statValue} data-testid="mine-next-lesson">
          {lessonText}
        </span>
        {lesson && <span className={styles.statSub}>{lesson.teacher.name}</span>}
      </button>
    </div>
  );
}

/** 个人中心: the profile from clientUsers/view, credits and the next lesson, shortcuts, logout. */
export default function MinePage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const stored = useDataStore((s) => s.userInfo);
  const user = useUserInfo();
  const info = user.data ?? stored;
  const unread = useUnreadCount().data ?? 0;

  const toItems = (rows: typeof study): MenuItem[] =>
    rows.map(([key, icon, color, path]) => ({
      key,
      icon,
      color,
      label: t(`mine.menu.${key}`),
      onClick: () => go(navigateTo(path)),
      ...(key === 'messages'
        ? { badge: unread, badgeLabel: t('notices.unreadBadge', { n: unread }) }
        : {}),
    }));

  const logout = useLogoutFlow({
    confirm: t('mine.logoutConfirm'),
    action: t('mine.logout'),
    done: t('mine.loggedOut'),
  });

  return (
    <div className={styles.page}>
      <TabHeader title={t('titles.mine.index')} />
      {token ? (
        <button
          type="button"
          className={styles.profile}
          onClick={() => go(navigateTo('/pages/mine/userinfo'))}
        >
          <Avatar src={info.avatar} alt="" />
          <span className={styles.who}>
            <span className={styles.name}>{info.name || info.username || t('mine.noName')}</span>
            <span className={styles.meta} data-testid="mine-phone">
              {maskPhone(info.phone)}
            </span>
          </span>
          <span className={styles.edit}>{t('mine.editProfile')}</span>
        </button>
      ) : (
        <div className={styles.profile}>
          <Avatar alt="" />
          <span className={styles.who}>
            <span className={styles.name}>{t('mine.notLoggedIn')}</span>
          </span>
          <button
            type="button"
            className={styles.loginCta}
            onClick={() => go(reLaunch(LOGIN_PATH))}
          >
            {t('mine.loginNow')}
          </button>
        </div>
      )}

      {token && <Summary />}

      <Section title={t('mine.study')}>
        <MenuList items={toItems(study)} />
      </Section>
      <Section title={t('mine.account')}>
        <MenuList items={toItems(account)} />
      </Section>

      {token && (
        <button
          type="button"
          className={styles.logout}
          onClick={() => void logout.start()}
          disabled={logout.pending}
        >
          {t('mine.logout')}
        </button>
      )}
    </div>
  );
}
