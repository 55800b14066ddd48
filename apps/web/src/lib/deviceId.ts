export const DEVICE_ID_KEY = 'deviceId';

/**
 * A device identifier made of the current time plus a random number (spec §3), created once and
 * kept in local storage. Falls back to a fresh id per call when storage is unavailable.
 */
export function getDeviceId(now: () => number = Date.now, random: () => number = Math.random) {
  const make = () =>
    `${now()}${Math.floor(random() * 1e8)
      .toString()
      .padStart(8, '0')}`;
  try {
    const kept = localStorage.getItem(DEVICE_ID_KEY);
    if (kept) return kept;
    const id = make();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return make();
  }
}
