import { beforeEach, describe, expect, it } from 'vitest';
import { getDeviceId, DEVICE_ID_KEY } from './deviceId.ts';
import { initialData, STORE_KEY, useDataStore } from './store.ts';

const persisted = () =>
  JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as {
    state: Record<string, unknown>;
  } | null;

describe('dataStore', () => {
  beforeEach(() => useDataStore.setState(initialData()));

  it('starts with the defaults of spec §3', () => {
    const s = useDataStore.getState();
    expect(s.count).toBe(9999);
    expect(s.userInfo).toEqual({ name: '', sex: 0, birth: '2019-02-18', username: '' });
    expect(s.outlines).toEqual([]);
    expect(s.chooseTimes).toEqual([]);
    expect(s.clickOutlineIndex).toBe(-1);
    expect(s.bookSuccessList).toEqual([]);
    expect(s.courseDoneTypes).toEqual([]);
    expect(s.teacherObj).toEqual({});
    expect(s.courseObj).toEqual({});
    expect(s.dataCache).toBe(10);
    expect(s.myKeBao).toEqual([]);
    expect(s.companyInfo).toEqual({});
    expect(s.isPhone).toBe(true);
    expect(s.loginPhoneList).toEqual([]);
    expect(s.classVideoUrl).toBe('');
    expect(s.token).toBe('');
  });

  it('persists exactly the data fields under the localStorage key dataStore', () => {
    useDataStore.getState().set({ count: 3, classVideoUrl: 'v.mp4' });
    const saved = persisted();
    expect(saved?.state.count).toBe(3);
    expect(saved?.state.classVideoUrl).toBe('v.mp4');
    expect(Object.keys(saved?.state ?? {}).sort()).toEqual(Object.keys(initialData()).sort());
  });

  it('keeps a login (token, userInfo, phone) and forgets it on clearSession', () => {
    const { login } = useDataStore.getState();
    login('tok-1', { name: 'Amy', sex: 2, birth: '2018-05-01', username: 'amy' }, '13800000001');
    login('tok-2', { name: 'Amy', sex: 2, birth: '2018-05-01', username: 'amy' }, '13800000002');
    login('tok-3', { name: 'Amy', sex: 2, birth: '2018-05-01', username: 'amy' }, '13800000001');
    let s = useDataStore.getState();
    expect(s.token).toBe('tok-3');
    expect(s.userInfo.name).toBe('Amy');
    expect(s.loginPhoneList).toEqual(['13800000001', '13800000002']);
    expect(persisted()?.state.token).toBe('tok-3');

    s.clearSession();
    s = useDataStore.getState();
    expect(s.token).toBe('');
    expect(s.userInfo.birth).toBe('2019-02-18');
    expect(s.loginPhoneList).toEqual(['13800000001', '13800000002']);
    expect(persisted()?.state.token).toBe('');
  });

  it('reads a stored state back on rehydration', async () => {
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ state: { ...initialData(), token: 'kept', count: 7 }, version: 0 }),
    );
    await useDataStore.persist.rehydrate();
    expect(useDataStore.getState().token).toBe('kept');
    expect(useDataStore.getState().count).toBe(7);
  });
});

describe('device id', () => {
  it('is the current time plus a random number, made once and kept', () => {
    const id = getDeviceId(
      () => 1_700_000_000_000,
      () => 0.123,
    );
    expect(id).toBe('170000000000012300000');
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(
      getDeviceId(
        () => 1,
        () => 0.9,
      ),
    ).toBe(id);
  });
});
