import { describe, expect, it } from 'vitest';
import { creditsFor, defaultLessonLevel, packLevels, paysFor } from './courseLevels.ts';

const card = (remaining: number) => ({ courseLevel: null, remaining });
const pack = (level: number, remaining: number) => ({ courseLevel: level, remaining });

describe('course levels of credits', () => {
  it('a card pays for any level; a pack only for its own', () => {
    expect(paysFor(card(1), 3)).toBe(true);
    expect(paysFor(card(1), null)).toBe(true);
    expect(paysFor(pack(2, 1), 2)).toBe(true);
    expect(paysFor(pack(2, 1), 1)).toBe(false);
    expect(paysFor(pack(2, 1), null)).toBe(false);
  });

  it('counts the credits that can pay for a level', () => {
    const grants = [card(3), pack(1, 5), pack(2, 4), pack(1, 2)];
    expect(creditsFor(grants, 1)).toBe(10);
    expect(creditsFor(grants, 2)).toBe(7);
    expect(creditsFor(grants, 3)).toBe(3);
    expect(creditsFor(grants, null)).toBe(3);
    expect(packLevels(grants)).toEqual([1, 2]);
  });

  it('a lesson without a level takes the only pack level, else none', () => {
    expect(defaultLessonLevel([card(3), pack(2, 4), pack(2, 1)])).toBe(2);
    expect(defaultLessonLevel([pack(1, 1), pack(2, 4)])).toBeNull();
    expect(defaultLessonLevel([card(3), pack(1, 0)])).toBeNull();
    expect(defaultLessonLevel([])).toBeNull();
  });
});
