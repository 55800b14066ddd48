/**
 * Content sniffing for texts the server sends (seed §5): is a string a picture link, is it rich text?
 * Pages use these to decide between <img>, sanitised HTML and plain text.
 */

/** The picture extensions of the seed, in its order. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'] as const;

/**
 * Seed rule: "text starting with http and ending in jpg, jpeg, png, gif, bmp or webp".
 * Decisions:
 * - Case-insensitive for both ends: URL schemes are case-insensitive (RFC 3986 §3.1) and uploads
 *   from phones are often `IMG_01.JPG`.
 * - The extension must follow a dot (`.png`), so `http://x/notapng` is not a picture.
 * - Must END in the extension: `…/a.png?x=1` or `…/a.png#top` is not a picture link (the seed says
 *   ending in). Nothing is trimmed: the text is the whole value, not a search inside prose, and a
 *   line break anywhere means it is prose, not a link ('.' does not cross lines).
 * - "starting with http" is taken literally, so https counts; no other URL shape is checked.
 */
const IMAGE_LINK = new RegExp(`^http.*\\.(?:${IMAGE_EXTENSIONS.join('|')})$`, 'i');

export function isImageLink(text: string | null | undefined): boolean {
  return typeof text === 'string' && IMAGE_LINK.test(text);
}

/**
 * An HTML tag: '<' immediately followed by a tag name (optionally after '/' for a closing tag), then
 * either '>' , '/>' or whitespace and attributes up to '>'. Requiring the letter right after '<'
 * keeps arithmetic and arrows ('1 < 2 > 0', '<3', '<- go') plain. Comments and doctypes are not
 * tags. `[^<>]*` cannot backtrack into another tag, so the check stays linear per '<'.
 */
const HTML_TAG = /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/;

/** Seed rule: "Text is rich text if it contains an HTML tag". */
export function isRichText(text: string | null | undefined): boolean {
  return typeof text === 'string' && HTML_TAG.test(text);
}

// Letters, digits and the few characters our storage keys and a CDN's path use: never a quote,
// space, backslash, '?', '#', '%' or '@'.
const PLAIN_ADDRESS = /^[A-Za-z0-9_\-./:]+$/;

/**
 * A picture address the apps may put in an <img> of the brand (logo, service QR code; issue 25):
 * a path on the app's own site (`/uploads/...`, not `//host`) or an https address, plain
 * characters only, no `..`. The server checks more (its own storage or a listed host); this is
 * the apps' second line, so a value stored before that check is never rendered if it is odd.
 */
export function safeImageAddress(address: string | null | undefined): string | null {
  if (typeof address !== 'string' || !PLAIN_ADDRESS.test(address)) return null;
  if (address.split('/').includes('..')) return null;
  if (address.startsWith('/')) return address.startsWith('//') ? null : address;
  return /^https:\/\/[A-Za-z0-9.-]+(?::\d+)?\//.test(address) ? address : null;
}
