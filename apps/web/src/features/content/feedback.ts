import type { FeedbackType } from '@school/contract/api/content';

/**
 * The kinds of feedback the server takes, restated here (importing the contract's value would
 * bring zod into the page); feedback.test.ts compares them with the contract.
 */
export const FEEDBACK_TYPES: readonly FeedbackType[] = [
  'bug',
  'suggestion',
  'course',
  'order',
  'other',
];
