import { afterEach, describe, expect, it } from 'vitest';
import { setBootContent } from './bootContent.ts';
import { schoolDate, schoolTime, schoolZone, setSchoolZone } from './schoolTime.ts';

afterEach(() => setSchoolZone('Asia/Shanghai'));

/** Issue 14: times show in the server's zone, not one written in the app. */
describe('the school’s zone', () => {
  it('follows the zone the server gives, and ignores one this browser does not know', () => {
    setBootContent(undefined);
    // 14:00 UTC on 1 December: 09:00 in New York, 22:00 in Shanghai.
    const instant = '2026-12-01T14:00:00Z';
    setSchoolZone('America/New_York');
    expect(schoolZone()).toBe('America/New_York');
    expect(schoolTime(instant)).toBe('09:00');
    expect(schoolDate('2026-12-02T03:00:00Z')).toBe('2026-12-01');
    setSchoolZone('Mars/Olympus');
    expect(schoolZone()).toBe('America/New_York');
    setSchoolZone('Asia/Shanghai');
    expect(schoolTime(instant)).toBe('22:00');
  });
});
