import { expect, it } from 'vitest';
import { initialData, useDataStore } from '../lib/store.ts';
import { setLanguage } from '../lib/i18n.ts';
import { appQueryClient } from './queryClient.ts';

it('forgets every cached answer when the login changes, so the next family sees none of it', () => {
  useDataStore.setState({ ...initialData(), token: 'family-a' });
  const client = appQueryClient();
  client.setQueryData(['credits'], { balance: 13 });
  useDataStore.getState().clearSession();
  expect(client.getQueryData(['credits'])).toBeUndefined();

  client.setQueryData(['credits'], { balance: 13 });
  useDataStore.setState({ token: 'family-b' });
  expect(client.getQueryData(['credits'])).toBeUndefined();

  // Anything else in the store (a profile refresh) keeps the cache.
  client.setQueryData(['credits'], { balance: 4 });
  useDataStore.setState({ userInfo: { ...useDataStore.getState().userInfo, name: 'Lily' } });
  expect(client.getQueryData(['credits'])).toEqual({ balance: 4 });
});

it('reads every answer again after the language switches (the school writes in both)', async () => {
  const client = appQueryClient();
  client.setQueryData(['notices'], { list: ['系统维护通知'] });
  expect(client.getQueryState(['notices'])?.isInvalidated).toBe(false);
  await setLanguage('en');
  expect(client.getQueryState(['notices'])?.isInvalidated).toBe(true);
  await setLanguage('zh');
});
