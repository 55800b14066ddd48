import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.2 AA with axe: the serious and critical violations of the page as it is now, less the
 * one exception the client's spec imposes: the tab bar's unselected labels are #999999 (spec §1),
 * which is below 4.5:1 on white. Nothing else is excused.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules axe leaves off by default that WCAG 2.2 AA needs all the same: Label in Name (2.5.3,
 * level A) is tagged 'experimental' in axe 4.x, so the tags above alone never run it (issue #24:
 * 20 buttons named otherwise than they read went unnoticed). Every browser test, web and console,
 * scans through `seriousViolations`, so each runs it.
 */
export const EXTRA_RULES = ['label-content-name-mismatch'];

/**
 * Label in Name by words. axe 4.13's check asks only that the shown text appear somewhere in the
 * name as letters, so a button showing "EN" named "Switch to English" passed ("en" is inside
 * "english"), though a speech user saying "click EN" reaches nothing. axe 4.14 compares words
 * instead (the shown words, in order, among the name's words; Chinese split into words by the
 * browser's Intl.Segmenter), but needs Node 22. This puts 4.14's comparison into 4.13's check,
 * in the page; which elements it looks at and what counts as shown stay axe's own.
 */
const LABEL_IN_NAME_BY_WORDS = `
axe.configure({
  checks: [
    {
      id: 'label-content-name-mismatch',
      evaluate: function (node, options, virtualNode) {
        const text = axe.commons.text;
        const opts = options || {};
        const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
        const words = (s) => {
          let t = s.normalize('NFKD').toLowerCase();
          for (let before = ''; before !== t; ) {
            before = t;
            t = t.replace(/\\([^()]*\\)/g, '');
          }
          t = text.removeUnicode(t, { emoji: true, replaceWith: ' ' });
          t = text.sanitize(t.replace(/[^\\p{L}\\p{N}]+/gu, ' '));
          return [...segmenter.segment(t)].map((w) => w.segment.trim()).filter(Boolean);
        };
        const shownText = text.visibleVirtual(virtualNode, false, false, {
          ignoreIconLigature: true,
          pixelThreshold: opts.pixelThreshold,
          occurrenceThreshold: opts.occurrenceThreshold,
        });
        const nameText = text.accessibleText(node);
        if (!shownText.trim()) return true;
        if (text.isHumanInterpretable(nameText) < 1 || text.isHumanInterpretable(shownText) < 1)
          return undefined;
        const shown = words(shownText);
        const name = words(nameText);
        if (!shown.length) return true;
        for (let i = 0; i + shown.length <= name.length; i++) {
          if (shown.every((w, j) => w === name[i + j])) return true;
        }
        // A switch or checkbox shows its state, which its name need not hold (axe 4.14 too).
        const valueText = ['switch', 'checkbox', 'radio', 'menuitemcheckbox', 'menuitemradio'];
        if (valueText.includes(axe.commons.aria.getRole(node))) return undefined;
        return false;
      },
    },
  ],
});
`;

/** axe as @axe-core/playwright brings it, with Label in Name by words as above. */
const axeSource = (() => {
  const require = createRequire(import.meta.url);
  const from = path.dirname(require.resolve('@axe-core/playwright'));
  const axe = require.resolve('axe-core/axe.min.js', { paths: [from] });
  return `${readFileSync(axe, 'utf8')}\n${LABEL_IN_NAME_BY_WORDS}`;
})();

export interface AxeFinding {
  rule: string;
  impact: string;
  targets: string[];
}

export async function seriousViolations(
  page: Page,
): Promise<{ found: AxeFinding[]; passed: number }> {
  // A toast still fading in or out (half-transparent) is measured against what lies under it:
  // axe would judge a passing message of white on dark grey by that moment. Scan the page itself.
  await page
    .locator('.adm-toast-main')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  // Likewise a popup still zooming in or a button still easing to its colour (antd's motion) is
  // measured half-way: seen once as a danger button's white text failing contrast. Wait until
  // what moves has settled (endless animations, spinners, aside).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const result = await new AxeBuilder({ page, axeSource })
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  const found: AxeFinding[] = [];
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    const targets: string[] = [];
    for (const node of v.nodes) {
      const target = node.target.join(' ');
      if (v.id === 'color-contrast' && (await isSpecTabColour(page, target, node.any))) continue;
      targets.push(target);
      if (process.env.AXE_DUMP) {
        const d = node.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
        appendFileSync(
          process.env.AXE_DUMP,
          `${v.id}\t${d?.fgColor ?? ''}\t${d?.bgColor ?? ''}\t${target}\t${node.html.slice(0, 120)}\n`,
        );
      }
    }
    if (targets.length > 0) found.push({ rule: v.id, impact: v.impact, targets });
  }
  return { found, passed: result.passes.length };
}

/** The listed exception: #999999 text of an unselected tab in the tab bar (主导航 / Main navigation). */
async function isSpecTabColour(page: Page, target: string, checks: { data?: unknown }[]) {
  const grey = checks.some(
    (c) => (c.data as { fgColor?: string } | undefined)?.fgColor === '#999999',
  );
  if (!grey) return false;
  return page
    .locator(target)
    .first()
    .evaluate(
      (el) =>
        !!el.closest('nav[aria-label="主导航"], nav[aria-label="Main navigation"]') &&
        !el.closest('[aria-current="page"]'),
    )
    .catch(() => false);
}
