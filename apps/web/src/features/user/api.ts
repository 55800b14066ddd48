import { editUser, uploadAvatar, viewUser } from '@school/contract/api/basic';
import type { InputOf, OutputOf } from '@school/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '../../lib/request.ts';
import { useDataStore } from '../../lib/store.ts';
import { upload } from '../../lib/transfer.ts';

export type UserInfo = OutputOf<typeof viewUser>;
export type ProfilePatch = InputOf<typeof editUser>;

export const userQueryKey = (token: string) => ['user', 'view', token] as const;

/**
 * The caller's profile from clientUsers/view; its data becomes the store's userInfo (spec §7).
 * Only asked when logged in; an expired token is handled by the error catalogue (to login).
 */
export function useUserInfo(options: { silent?: boolean } = {}) {
  const token = useDataStore((s) => s.token);
  const setUserInfo = useDataStore((s) => s.setUserInfo);
  const query = useQuery({
    queryKey: userQueryKey(token),
    queryFn: ({ signal }) => request(viewUser, {}, { signal }),
    enabled: Boolean(token),
    meta: { silent: options.silent },
  });
  useEffect(() => {
    if (query.data) setUserInfo(query.data);
  }, [query.data, setUserInfo]);
  return query;
}

/** Keeps a new profile from the server: in the query cache and in the store's userInfo. */
function useApplyProfile() {
  const client = useQueryClient();
  return useCallback(
    (info: UserInfo) => {
      const { token, setUserInfo } = useDataStore.getState();
      client.setQueryData(userQueryKey(token), info);
      setUserInfo(info);
    },
    [client],
  );
}

/**
 * clientUsers/edit with some fields. Failures go to the error catalogue (a toast with the server's
 * message) unless `handles` says the screen shows them itself.
 */
export function useEditProfile(handles?: (error: unknown) => boolean) {
  const apply = useApplyProfile();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => request(editUser, patch),
    onSuccess: apply,
    meta: { handles },
  });
}

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'failed'; error: unknown };

/**
 * Uploads the avatar with XMLHttpRequest (multipart, field `file`) so the upload's progress events
 * can drive a progress bar; the reply is the new profile. One upload at a time: a new one aborts
 * the previous, and leaving the screen aborts it too.
 */
export function useAvatarUpload() {
  const apply = useApplyProfile();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File): Promise<UserInfo | null> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'uploading', progress: 0 });
      try {
        const info = await upload(uploadAvatar, file, {
          signal: controller.signal,
          onProgress: (fraction) => {
            if (running.current === controller)
              setState({ phase: 'uploading', progress: fraction });
          },
        });
        if (running.current !== controller) return null;
        apply(info);
        setState({ phase: 'idle' });
        return info;
      } catch (error) {
        if (running.current === controller) setState({ phase: 'failed', error });
        throw error;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [apply],
  );

  return { state, start };
}
