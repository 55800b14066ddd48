import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { DEFAULT_BIRTH } from '@school/contract/helpers/datePicker';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoList, InfoRow } from '../../components/InfoRow.tsx';
import { LoginFirstPage } from '../../components/LoginFirst.tsx';
import { Page } from '../../components/Page.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useAvatarUpload, useEditProfile, useUserInfo } from '../../features/user/api.ts';
import type { ProfilePatch } from '../../features/user/api.ts';
import { zodiacLabel } from '../../features/user/birth.ts';
import { AvatarPicker } from '../../features/user/components/AvatarPicker.tsx';
import { BirthPicker } from '../../features/user/components/BirthPicker.tsx';
import { NameSheet } from '../../features/user/components/NameSheet.tsx';
import { checkBirth } from '../../features/user/rules.ts';
import { reportError } from '../../lib/errorReporter.ts';
import { fieldErrorOf } from '../../lib/fieldMessage.ts';
import { go, navigateTo } from '../../lib/navigation.ts';
import { schoolToday } from '../../lib/schoolTime.ts';
import { useDataStore } from '../../lib/store.ts';
import { showErrorToast, showSuccessToast } from '../../lib/toast.ts';

const SEXES = [1, 2, 0] as const;

/**
 * 个人资料: the avatar (upload with a progress bar), English name, nickname (its own page), sex,
 * birth date and the star sign derived from it. Each change is saved at once (clientUsers/edit)
 * and the new profile becomes the store's userInfo.
 */
export default function UserInfoPage() {
  const { t, i18n } = useTranslation();
  const token = useDataStore((s) => s.token);
  const user = useUserInfo({ silent: true });
  const upload = useAvatarUpload();
  const [nameServerError, setNameServerError] = useState<string | null>(null);
  // The server's reason for refusing a picture (its bytes are not an image...), under the avatar.
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const edit = useEditProfile((error) => {
    const field = fieldErrorOf(error);
    if (field?.field === 'name') setNameServerError(field.text);
    return field?.field === 'name';
  });
  const [editing, setEditing] = useState<'name' | 'birth' | null>(null);
  // The birth date just picked shows (with its sign) while it is being saved.
  const [pendingBirth, setPendingBirth] = useState<string | null>(null);

  if (!token) return <LoginFirstPage />;
  if (user.isPending) {
    return (
      <Page>
        <LoadingState fill />
      </Page>
    );
  }
  if (user.isError) {
    return (
      <Page>
        <ErrorState
          fill
          title={t('account.profile.loadFailed')}
          description={t('ui.tapRetry')}
          onRetry={() => void user.refetch()}
        />
      </Page>
    );
  }

  const info = user.data;
  const birth = pendingBirth ?? info.birth ?? DEFAULT_BIRTH;
  const save = (patch: ProfilePatch, onDone?: () => void) =>
    edit.mutate(patch, {
      onSuccess: () => {
        showSuccessToast(t('account.profile.saved'));
        onDone?.();
      },
      onSettled: () => setPendingBirth(null),
    });

  const pickSex = () => {
    const handler = ActionSheet.show({
      extra: t('account.profile.chooseSex'),
      cancelText: t('common.cancel'),
      actions: SEXES.map((sex) => ({
        key: sex,
        text: t(`account.profile.sexOptions.s${sex}`),
        bold: sex === info.sex,
      })),
      onAction: (action) => {
        handler.close();
        const sex = Number(action.key) as 0 | 1 | 2;
        if (sex !== info.sex) save({ sex });
      },
    });
  };

  const pickedBirth = (next: string) => {
    setEditing(null);
    const problem = checkBirth(next, schoolToday());
    if (problem) {
      showErrorToast(t(problem));
      return;
    }
    if (next === info.birth) return;
    setPendingBirth(next);
    save({ birth: next });
  };

  const { state } = upload;
  const failed = state.phase === 'failed';
  const notSet = t('account.profile.notSet');
  return (
    <Page>
      <AvatarPicker
        avatar={info.avatar}
        progress={state.phase === 'uploading' ? state.progress : null}
        failure={failed ? (avatarError ?? t('account.profile.uploadFailed')) : null}
        onFile={(file) => {
          setAvatarError(null);
          upload.start(file).then(
            (saved) => saved && showSuccessToast(t('account.profile.uploaded')),
            (error: unknown) => {
              const found = fieldErrorOf(error);
              if (found) setAvatarError(found.text);
              else reportError(error);
            },
          );
        }}
      />
      <InfoList>
        <InfoRow
          label={t('account.profile.name')}
          value={info.name || notSet}
          placeholder={!info.name}
          testId="profile-name"
          onClick={() => {
            setNameServerError(null);
            setEditing('name');
          }}
        />
        <InfoRow
          label={t('account.profile.nickname')}
          value={info.username || notSet}
          placeholder={!info.username}
          testId="profile-nickname"
          onClick={() => go(navigateTo('/pages/mine/nickname'))}
        />
        <InfoRow
          label={t('account.profile.sex')}
          value={t(`account.profile.sexOptions.s${info.sex}`)}
          placeholder={info.sex === 0}
          testId="profile-sex"
          onClick={pickSex}
        />
        <InfoRow
          label={t('account.profile.birth')}
          value={birth}
          testId="profile-birth"
          onClick={() => setEditing('birth')}
        />
        <InfoRow
          label={t('account.profile.zodiac')}
          value={zodiacLabel(birth, i18n.language) || notSet}
          testId="profile-zodiac"
        />
      </InfoList>

      <NameSheet
        visible={editing === 'name'}
        initial={info.name}
        saving={edit.isPending}
        serverError={nameServerError}
        onClose={() => setEditing(null)}
        onSave={(name) => {
          setNameServerError(null);
          save({ name }, () => setEditing(null));
        }}
      />
      <BirthPicker
        visible={editing === 'birth'}
        value={birth}
        onClose={() => setEditing(null)}
        onConfirm={pickedBirth}
      />
    </Page>
  );
}
