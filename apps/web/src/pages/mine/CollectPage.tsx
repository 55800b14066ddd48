import { useTranslation } from 'react-i18next';
import { EmptyState, StateButton } from '../../components/EmptyState.tsx';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { useCollections } from '../../features/teachers/api.ts';
import { TeacherList } from '../../features/teachers/components/TeacherList.tsx';
import { go, navigateTo } from '../../lib/navigation.ts';
import { useDataStore } from '../../lib/store.ts';

/** 我的收藏: the favourite teachers; the heart removes one. */
export default function CollectPage() {
  const { t } = useTranslation();
  const token = useDataStore((s) => s.token);
  const collections = useCollections();

  if (!token) return <LoginFirstPage />;

  return (
    <Page>
      <TeacherList
        query={collections}
        empty={
          <EmptyState
            fill
            icon="sparkle"
            title={t('teacher.noCollections')}
            description={t('teacher.noCollectionsHint')}
            action={
              <StateButton onClick={() => go(navigateTo('/pages/tuijian/index'))}>
                {t('teacher.findTeachers')}
              </StateButton>
            }
          />
        }
      />
    </Page>
  );
}
