import { HOME_SHELL_TEMPLATE_ID } from '../src/app/homeShell.ts';

/** The empty template of index.html (the source) that the build fills. */
export const HOME_SHELL_PLACEHOLDER = `<template id="${HOME_SHELL_TEMPLATE_ID}"></template>`;

const HOME_SCRIPTS = /<meta name="home-scripts" content="([^"]*)"\s*\/?>/;

export interface Sheet {
  href: string;
  css: string;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The stylesheets of index.html's home preload list (build/preloadLoginRoute.ts), for the shell to
 * carry inline. They stay in the list: the boot script skips them when it shows the shell and
 * requests them otherwise (a stored session but no shell: English, no banners). `read` gives a
 * sheet's text by its address, or undefined for one that is not part of the build.
 */
export function homeSheets(html: string, read: (href: string) => string | undefined): Sheet[] {
  const list = HOME_SCRIPTS.exec(html)?.[1] ?? '';
  const sheets: Sheet[] = [];
  for (const href of list.split(' ').filter((h) => h.endsWith('.css'))) {
    const css = read(href);
    if (css === undefined) throw new Error(`index.html lists ${href}, which the build lacks`);
    sheets.push({ href, css: css.trim() });
  }
  return sheets;
}

/**
 * Whether the shell's markup needs a stylesheet: one made only of class rules (a CSS module) is
 * left out when none of its classes is in the markup (the boot script requests it with the scripts
 * instead); any other (antd-mobile's variables and base styles) is kept.
 */
export function sheetUsed(css: string, markup: string): boolean {
  const used = new Set(
    [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)),
  );
  const selectors = [...css.matchAll(/(?:^|[{}])\s*([^{}@]+)\{/g)].flatMap(([, list]) =>
    list!.split(',').map((s) => s.trim()),
  );
  if (selectors.length === 0 || selectors.some((s) => !s.startsWith('.'))) return true;
  const classes = [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);
  return classes.some((name) => used.has(name));
}

/**
 * The filled `<template>`: the home tab's stylesheets (each with a disabled `<link>`: never
 * fetched, it tells Vite's loader the sheet is in the page, as for the login route) and its
 * markup. A template is inert: nothing in it is styled, shown or fetched (not even the banner)
 * unless index.html's shell script takes it out for a returning family.
 */
export function homeShellTemplate(opts: {
  markup: string;
  sheets: readonly Sheet[];
  texts: Record<string, string>;
}): string {
  // React hoists a preload of the high-priority banner image to the front; the boot script
  // preloads the real banner already.
  const markup = opts.markup.replace(/^(<link rel="preload"[^>]*>)+/, '');
  const styles = opts.sheets
    .filter((s) => sheetUsed(s.css, markup))
    .map((s) => `<style>${s.css}</style><link rel="stylesheet" href="${s.href}" disabled>`)
    .join('');
  return (
    `<template id="${HOME_SHELL_TEMPLATE_ID}" data-texts="${escapeAttr(JSON.stringify(opts.texts))}">` +
    `${styles}${markup}` +
    `</template>`
  );
}

/** index.html with the template filled in (its empty placeholder must be there). */
export function withHomeShell(html: string, template: string): string {
  if (!html.includes(HOME_SHELL_PLACEHOLDER)) {
    throw new Error(`index.html has no ${HOME_SHELL_PLACEHOLDER}`);
  }
  return html.replace(HOME_SHELL_PLACEHOLDER, () => template);
}
