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
 * Screens made for laptops as well as phones (the classroom, the teacher's area) ask for a
 * compact root font while they are shown: the spec's size for the window's smaller side, at most
 * 16 px, instead of growing with the width (which on a laptop makes them four times too big).
 */
export const COMPACT_MAX_PX = 16;
export function compactRootFontSize(width: number, height: number): number {
  const side = height > 0 ? Math.min(width, height) : width;
  return Math.min(COMPACT_MAX_PX, rootFontSize(side));
}

let compactUsers = 0;
let reapply: (() => void) | null = null;

/** Asks for the compact root font until the returned function is called. */
export function holdCompactRootFont(): () => void {
  compactUsers += 1;
  reapply?.();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    compactUsers -= 1;
    reapply?.();
  };
}

/**
 * Sets the root font size now and again on resize and orientation change (debounced 50 ms).
 * Also exposes the capped page width as the CSS variable `--page-max-width`. Returns a clean-up.
 */
export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    const html = win.document.documentElement;
    const width = html.clientWidth || win.innerWidth;
    const size =
      compactUsers > 0
        ? compactRootFontSize(width, html.clientHeight || win.innerHeight)
        : rootFontSize(width);
    html.style.fontSize = `${size}px`;
    html.style.setProperty('--page-max-width', `${MAX_WIDTH}px`);
  };
  apply();
  reapply = apply;
  const onResize = debounce(apply, RESIZE_DEBOUNCE_MS);
  win.addEventListener('resize', onResize);
  win.addEventListener('orientationchange', onResize);
  win.addEventListener('pageshow', onResize);
  return () => {
    if (reapply === apply) reapply = null;
    onResize.cancel();
    win.removeEventListener('resize', onResize);
    win.removeEventListener('orientationchange', onResize);
    win.removeEventListener('pageshow', onResize);
  };
}
