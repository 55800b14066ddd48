/**
 * A text the school writes in both languages (docs/design/school-texts.md §9), as the console's forms and lists hold
 * it: `{ zh, en }`, the English possibly empty.
 */
export type Pair = { zh: string; en: string };

export const BLANK_PAIR: Pair = { zh: '', en: '' };

/** Shown in a list: the Chinese, and the English below it (marked as English for screen readers). */
export function BilingualText({ text }: { text: Pair }) {
  return (
    <div>
      <div>{text.zh}</div>
      <div lang="en">{text.en}</div>
    </div>
  );
}
