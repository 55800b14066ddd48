import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

/**
 * sanitize-html (with htmlparser2 and postcss) is loaded on the first rich text, not at start:
 * most starts of a real server never write one. It is CommonJS, so a synchronous require works.
 */
let library: typeof sanitizeHtml | undefined;
const load = () =>
  (library ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml);

/**
 * The allow-list sanitiser for the rich text the school edits (teacher intros, notices, FAQ,
 * agreements, the school's intro, product descriptions), on sanitize-html (htmlparser2 reads the
 * text as a browser would: entities decoded, broken tags as text). It keeps a small set of
 * formatting tags and attributes and drops everything else: script, style, iframe, object and
 * similar tags with their content, every event handler (on*), and any URL whose scheme is not
 * http(s), mailto, tel or an inline raster image. The output is balanced (tags left open are
 * closed, stray closing tags dropped), so stored text cannot close or swallow the markup of the
 * page it is shown in, and sanitising twice changes nothing.
 *
 * What families and teachers write (reviews, messages, notes, reports, feedback) is never rich
 * text: it is stored and served as plain text and shown as text, so it never comes here.
 */

/** Tags kept (with the attributes of ATTRIBUTES). Others are removed, their text kept. */
// prettier-ignore
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'col', 'colgroup', 'dd', 'del', 'div',
  'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img',
  'ins', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
];

/** Tags removed together with everything inside them. */
// prettier-ignore
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'applet', 'frame', 'frameset', 'noscript',
  'noembed', 'noframes', 'template', 'textarea', 'select', 'option', 'title', 'xmp', 'svg', 'math',
];

const VOID_TAGS = ['br', 'hr', 'img', 'col'];

const GLOBAL_ATTRIBUTES = ['title', 'class', 'style', 'align', 'dir', 'lang'];
const ATTRIBUTES: Record<string, string[]> = {
  '*': GLOBAL_ATTRIBUTES,
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'type'],
  q: ['cite'],
  blockquote: ['cite'],
};

// prettier-ignore
const STYLE_PROPERTIES = [
  'color', 'background-color', 'text-align', 'text-decoration', 'font-size', 'font-weight',
  'font-style', 'line-height', 'letter-spacing', 'margin', 'margin-top', 'margin-bottom',
  'margin-left', 'margin-right', 'padding', 'padding-top', 'padding-bottom', 'padding-left',
  'padding-right', 'text-indent', 'width', 'max-width', 'height', 'vertical-align',
];
/** Colours, lengths, keywords, rgb(): nothing that loads (url) or runs (expression). */
const STYLE_VALUE = /^(?!.*(?:expression|url|\\))[#a-z0-9.,%\s()-]+$/i;

/** An inline picture may be a raster data: URL (not SVG, which can carry script). */
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i;

// Browsers ignore control characters and spaces inside a URL's scheme ('java\tscript:').
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * A URL (as a browser reads it: entities already decoded) is kept when it is relative or its
 * scheme is http, https, mailto or tel; an image may also be an inline raster picture.
 */
export function isSafeUrl(value: string, forImage = false): boolean {
  const url = value.replace(IGNORED_IN_URL, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url);
  if (!scheme) return !(url.split(/[/?#]/, 1)[0] ?? '').includes(':');
  if (['http', 'https', 'mailto', 'tel'].includes(scheme[1]!)) return true;
  return forImage && INLINE_IMAGE.test(url);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ATTRIBUTES,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  selfClosing: VOID_TAGS,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, [STYLE_VALUE]])) },
  allowVulnerableTags: false,
  transformTags: {
    // A link that opens a new tab gets no access to this window; any other target goes.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : rest,
      };
    },
    // sanitize-html allows a scheme, not a kind of data: only raster pictures stay inline.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src !== undefined && isSafeUrl(src, true) ? attribs : rest };
    },
  },
};
// `rel` is added by the transform above, never taken from the input.
OPTIONS.allowedAttributes = { ...ATTRIBUTES, a: [...ATTRIBUTES.a!, 'rel'] };

/** Sanitises rich text for storage and display. Plain text comes back escaped where needed. */
export function sanitizeRichText(html: string): string {
  return load()(html, OPTIONS);
}
