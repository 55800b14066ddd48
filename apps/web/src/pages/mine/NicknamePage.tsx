import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { LoadMore } from '../../components/LoadMore.tsx';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useNicknames } from '../../features/account/api.ts';
import styles from '../../features/account/components/Account.module.css';
import { useEditProfile } from '../../features/user/api.ts';
import { go, navigateBack } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';
import { showSuccessToast } from '../../lib/toast.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * 昵称: suggested English names from nickname/list, filtered by sex (the child's to start with)
 * and first letter; tapping one saves it as the nickname (clientUsers/edit) and goes back.
 */
export default function NicknamePage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const info = useDataStore((s) => s.userInfo);
  const [sex, setSex] = useState<0 | 1 | 2>(info.sex === 1 || info.sex === 2 ? info.sex : 0);
  const [initial, setInitial] = useState('');
  const names = useNicknames(sex, initial);
  const edit = useEditProfile();

  if (!token) return <LoginFirstPage />;

  const choose = (name: string) =>
    edit.mutate(
      { username: name },
      {
        onSuccess: () => {
          showSuccessToast(t('account.nickname.saved', { name }));
          go(navigateBack());
        },
      },
    );

  const sexes: [0 | 1 | 2, string][] = [
    [0, t('account.nickname.all')],
    [1, t('account.nickname.boy')],
    [2, t('account.nickname.girl')],
  ];

  let body;
  if (names.isPending) body = <LoadingState />;
  else if (names.isError && names.items.length === 0)
    body = (
      <ErrorState
        title={t('account.nickname.loadFailed')}
        description={t('ui.tapRetry')}
        onRetry={() => void names.refetch()}
      />
    );
  else if (names.items.length === 0)
    body = (
      <EmptyState
        title={t('account.nickname.empty')}
        description={t('account.nickname.emptyHint')}
        action={
          <StateButton
            onClick={() => {
              setSex(0);
              setInitial('');
            }}
          >
            {t('account.nickname.clear')}
          </StateButton>
        }
      />
    );
  else
    body = (
      <>
        <ul className={styles.names} aria-label={t('titles.mine.nickname')}>
          {names.items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={styles.name}
                aria-pressed={n.name === info.username}
                aria-label={t('account.nickname.choose', { name: n.name })}
                disabled={edit.isPending}
                onClick={() => choose(n.name)}
              >
                {n.name}
              </button>
            </li>
          ))}
        </ul>
        <LoadMore
          hasMore={Boolean(names.hasNextPage)}
          loading={names.isFetchingNextPage}
          failed={names.isFetchNextPageError}
          onLoad={() => void names.fetchNextPage()}
          showEnd={false}
        />
      </>
    );

  return (
    <Page>
      <p className={styles.intro}>
        {info.username
          ? t('account.nickname.current', { name: info.username })
          : t('account.nickname.none')}
      </p>
      <div className={styles.card}>
        <div className={styles.filterRow} role="group" aria-label={t('account.nickname.sex')}>
          <span className={styles.filterLabel}>{t('account.nickname.sex')}</span>
          <div className={styles.chips}>
            {sexes.map(([value, label]) => (
              <button
                key={value}
                type="button"
                className={styles.chip}
                aria-pressed={sex === value}
                onClick={() => setSex(value)}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.filterRow} role="group" aria-label={t('account.nickname.initial')}>
          <span className={styles.filterLabel}>{t('account.nickname.initial')}</span>
          <div className={styles.scroller}>
            {['', ...LETTERS].map((letter) => (
              <button
                key={letter || 'all'}
                type="button"
                className={styles.chip}
                aria-pressed={initial === letter}
                onClick={() => setInitial(letter)}
              >
                {letter || t('account.nickname.anyInitial')}
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className={styles.card}>{body}</div>
    </Page>
  );
}
