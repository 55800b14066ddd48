import { QueryClient } from '@tanstack/react-query';
import { beforeEach, expect, it } from 'vitest';
import { initialData, useDataStore } from '../../lib/store.ts';
import { clearLocalCache, forgetAccount, formatBytes, localCacheBytes } from './localCache.ts';

beforeEach(() => {
  useDataStore.setState({
    ...initialData(),
    token: 'tok',
    userInfo: { name: 'Lucy', sex: 2, birth: '2018-05-01', username: 'Sunny' },
    consentVersion: '2026-11-01',
    loginPhoneList: ['13800000000'],
    outlines: [{ id: 1 }],
    teacherObj: { id: 7 },
    myKeBao: [{ id: 1 }],
  });
  localStorage.setItem('bookProgress', '{"3":5}');
  localStorage.setItem('language', 'en');
  localStorage.setItem('deviceId', 'd-1');
});

it('clears what the app cached but keeps the login, consent, phones, language and device id', () => {
  const client = new QueryClient();
  client.setQueryData(['teachers', 'list'], [1, 2]);
  const before = localCacheBytes();
  clearLocalCache(client);
  const s = useDataStore.getState();
  expect(s.token).toBe('tok');
  expect(s.userInfo.name).toBe('Lucy');
  expect(s.consentVersion).toBe('2026-11-01');
  expect(s.loginPhoneList).toEqual(['13800000000']);
  expect(s.outlines).toEqual([]);
  expect(s.teacherObj).toEqual({});
  expect(s.myKeBao).toEqual([]);
  expect(localStorage.getItem('bookProgress')).toBeNull();
  expect(localStorage.getItem('language')).toBe('en');
  expect(localStorage.getItem('deviceId')).toBe('d-1');
  expect(client.getQueryData(['teachers', 'list'])).toBeUndefined();
  expect(localCacheBytes()).toBeLessThan(before);
});

it('forgets everything of a deleted account', () => {
  forgetAccount(new QueryClient());
  const s = useDataStore.getState();
  expect(s.token).toBe('');
  expect(s.userInfo.name).toBe('');
  expect(s.loginPhoneList).toEqual([]);
  expect(s.consentVersion).toBeNull();
  expect(localStorage.getItem('bookProgress')).toBeNull();
  expect(localStorage.getItem('language')).toBe('en');
});

it('formats sizes', () => {
  expect(formatBytes(512)).toBe('512 B');
  expect(formatBytes(1536)).toBe('1.5 KB');
  expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
});
