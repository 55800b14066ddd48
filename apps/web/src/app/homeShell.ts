/**
 * The home shell: a picture of the home tab in index.html (built by build/prerenderLogin.ts from
 * src/app/prerender.tsx) that a returning family sees at once while the app loads. index.html's
 * boot script picks it (a stored session, the home or login route, Chinese, a student account,
 * banners to show) and its shell script fills these slots from the visitor's own storage and
 * the public content the server wrote into the page, and puts it into #root; main.tsx hydrates it.
 */
export const HOME_SHELL_SLOTS = {
  /** The greeting line (the hour and the child's name). */
  hi: '%%HI%%',
  /** The child's avatar, or the default picture. */
  avatar: '%%AVATAR%%',
  /** The first home banner's image and title. */
  banner: '%%BANNER%%',
  bannerTitle: '%%BANNER_TITLE%%',
  /** The latest notice's title (its row is removed when there is none). */
  notice: '%%NOTICE%%',
} as const;

/** The `<template>` in index.html holding the shell. */
export const HOME_SHELL_TEMPLATE_ID = 'home-shell';
