import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';
import { XSS_PAYLOADS, isBalanced, xssProblems } from '../../test/xss.ts';

/**
 * Known XSS payloads in, harmless and balanced HTML out; a second pass (the text is sanitised
 * when stored and again when shown) changes nothing.
 */

describe('sanitizeRichText output is balanced', () => {
  it('closes what is left open and drops stray closing tags', () => {
    expect(sanitizeRichText('<ul><li>x')).toBe('<ul><li>x</li></ul>');
    expect(sanitizeRichText('</div></div><p>x</p></td>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
  });
});

describe('sanitizeRichText against known XSS payloads', () => {
  it('the check itself flags the raw payloads', () => {
    const flagged = XSS_PAYLOADS.filter((p) => xssProblems(p).length > 0);
    expect(flagged.length / XSS_PAYLOADS.length).toBeGreaterThan(0.9);
  });

  it.each(XSS_PAYLOADS)('%s', (payload) => {
    const once = sanitizeRichText(payload);
    expect(xssProblems(once), `${payload} -> ${once}`).toEqual([]);
    expect(isBalanced(once), `${payload} -> ${once}`).toBe(true);
    // Stored text is sanitised again when shown: a second pass changes nothing and stays harmless.
    expect(sanitizeRichText(once), payload).toBe(once);
    // Wrapped in ordinary content, it stays harmless too.
    expect(xssProblems(sanitizeRichText(`<p>before</p>${payload}<p>after</p>`)), payload).toEqual(
      [],
    );
  });
});
