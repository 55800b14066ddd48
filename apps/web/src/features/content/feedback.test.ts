import { FEEDBACK_TYPES as contractTypes } from '@school/contract/api/content';
import { expect, it } from 'vitest';
import { FEEDBACK_TYPES } from './feedback.ts';

it('offers exactly the feedback types the server takes', () => {
  expect([...FEEDBACK_TYPES]).toEqual([...contractTypes]);
});
