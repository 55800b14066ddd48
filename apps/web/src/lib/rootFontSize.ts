/** Design base: 375 px wide screens get a 16 px root font (spec §9: width / 23.4375). */
export const BASE_WIDTH = 375;
export const FONT_DIVISOR = 23.4375;
/** Wider windows compute as if they were this wide; the page is capped and centred there too. */
export const MAX_WIDTH = 960;
export const RESIZE_DEBOUNCE_MS = 50;

export function rootFontSize(windowWidth: number, maxWidth = MAX_WIDTH): number {
  const width = Math.min(Math.max(windowWidth, 0), maxWidth);
  return width / FONT_DIVISOR;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/**
 * Sets the root font size now and again on resize and orientation change (debounced 50 ms).
 * Also exposes the capped page width as the CSS variable `--page-max-width`. Returns a clean-up.
 */
export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    const html = win.document.documentElement;
    const width = html.clientWidth || win.innerWidth;
    html.style.fontSize = `${rootFontSize(width)}px`;
    html.style.setProperty('--page-max-width', `${MAX_WIDTH}px`);
  };
  apply();
  const onResize = debounce(apply, RESIZE_DEBOUNCE_MS);
  win.addEventListener('resize', onResize);
  win.addEventListener('orientationchange', onResize);
  win.addEventListener('pageshow', onResize);
  return () => {
    onResize.cancel();
    win.removeEventListener('resize', onResize);
    win.removeEventListener('orientationchange', onResize);
    win.removeEventListener('pageshow', onResize);
  };
}
