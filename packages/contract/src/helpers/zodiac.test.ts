import { describe, expect, it } from 'vitest';
import { ZODIAC_RANGES, zodiacOf } from './zodiac.ts';

/** [last day of the previous sign, first day of the sign, key of previous, key of sign] */
const BOUNDARIES: [string, string, string, string][] = [
  ['01-19', '01-20', 'capricorn', 'aquarius'],
  ['02-18', '02-19', 'aquarius', 'pisces'],
  ['03-20', '03-21', 'pisces', 'aries'],
  ['04-19', '04-20', 'aries', 'taurus'],
  ['05-20', '05-21', 'taurus', 'gemini'],
  ['06-21', '06-22', 'gemini', 'cancer'],
  ['07-22', '07-23', 'cancer', 'leo'],
  ['08-22', '08-23', 'leo', 'virgo'],
  ['09-22', '09-23', 'virgo', 'libra'],
  ['10-23', '10-24', 'libra', 'scorpio'],
  ['11-22', '11-23', 'scorpio', 'sagittarius'],
  ['12-21', '12-22', 'sagittarius', 'capricorn'],
];

describe('zodiacOf', () => {
  it('gives Aquarius 水瓶座 for the default birth 2019-02-18', () => {
    expect(zodiacOf('2019-02-18')).toEqual({ key: 'aquarius', zh: '水瓶座', en: 'Aquarius' });
  });

  it.each(BOUNDARIES)('%s -> %s: %s then %s', (last, first, before, after) => {
    expect(zodiacOf(`2015-${last}`)?.key).toBe(before);
    expect(zodiacOf(`2015-${first}`)?.key).toBe(after);
  });

  it('names every sign in Chinese and English', () => {
    const expected = {
      '01-01': ['capricorn', '摩羯座', 'Capricorn'],
      '02-01': ['aquarius', '水瓶座', 'Aquarius'],
      '03-01': ['pisces', '双鱼座', 'Pisces'],
      '04-01': ['aries', '白羊座', 'Aries'],
      '05-01': ['taurus', '金牛座', 'Taurus'],
      '06-01': ['gemini', '双子座', 'Gemini'],
      '07-01': ['cancer', '巨蟹座', 'Cancer'],
      '08-01': ['leo', '狮子座', 'Leo'],
      '09-01': ['virgo', '处女座', 'Virgo'],
      '10-01': ['libra', '天秤座', 'Libra'],
      '11-01': ['scorpio', '天蝎座', 'Scorpio'],
      '12-01': ['sagittarius', '射手座', 'Sagittarius'],
    };
    for (const [md, [key, zh, en]] of Object.entries(expected)) {
      expect(zodiacOf(`2020-${md}`), md).toEqual({ key, zh, en });
    }
  });

  it('wraps Capricorn over New Year', () => {
    expect(zodiacOf('2019-12-31')?.key).toBe('capricorn');
    expect(zodiacOf('2020-01-01')?.key).toBe('capricorn');
  });

  it('puts 29 February in Pisces', () => {
    expect(zodiacOf('2020-02-29')?.key).toBe('pisces');
  });

  it('assigns every day of a leap year to exactly the range that contains it', () => {
    const counts = new Map<string, number>();
    const d = new Date(Date.UTC(2020, 0, 1));
    while (d.getUTCFullYear() === 2020) {
      const sign = zodiacOf(d.toISOString().slice(0, 10));
      expect(sign).not.toBeNull();
      counts.set(sign!.key, (counts.get(sign!.key) ?? 0) + 1);
      d.setUTCDate(d.getUTCDate() + 1);
    }
    expect(counts.size).toBe(12);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(366);
    expect(counts.get('aquarius')).toBe(30);
    expect(counts.get('capricorn')).toBe(19 + 10);
  });

  it('returns null for invalid dates', () => {
    for (const bad of [
      '2019-02-29',
      '2019-02-30',
      '2019-13-01',
      '2019-00-10',
      '2019-2-18',
      '',
      'not a date',
      '2019-02-18T00:00:00',
    ]) {
      expect(zodiacOf(bad), bad).toBeNull();
    }
  });

  it('returns copies, not the shared table rows', () => {
    const a = zodiacOf('2019-02-18');
    expect(a).not.toHaveProperty('from');
    a!.zh = 'changed';
    expect(zodiacOf('2019-02-18')?.zh).toBe('水瓶座');
  });
});

describe('ZODIAC_RANGES', () => {
  it('lists twelve signs sorted by first day', () => {
    expect(ZODIAC_RANGES).toHaveLength(12);
    const froms = ZODIAC_RANGES.map((r) => r.from);
    expect([...froms].sort()).toEqual(froms);
  });

  it('agrees with zodiacOf at both ends of every range', () => {
    for (const r of ZODIAC_RANGES) {
      expect(zodiacOf(`2021-${r.from}`)?.key, r.from).toBe(r.key);
      expect(zodiacOf(`2021-${r.to}`)?.key, r.to).toBe(r.key);
    }
  });
});
