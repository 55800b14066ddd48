/**
 * An allow-list sanitiser for the rich text the school edits (teacher intros, notices, FAQ,
 * agreements, the school's intro). It keeps a small set of formatting tags and attributes and drops everything
 * else: script, style, iframe, object and similar tags with their content, every event handler
 * (on*), and any URL whose scheme is not http(s), mailto, tel or an inline image. Text is never
 * trusted to be well formed: one pass turns the input into text, tags and comments; anything that
 * is not a complete, allowed tag comes out as escaped text, so pieces cannot be reassembled into a
 * tag after sanitising. The output is balanced: a closing tag with no open match is dropped and
 * tags left open are closed at the end, so stored text cannot close or swallow the markup of the
 * page it is shown in, and sanitising twice changes nothing.
 *
 * No dependency on purpose (the contract forbids new packages); extend the tables below.
 */

/** Tags kept (with the attributes of ATTRIBUTES). Others are removed, their text kept. */
// prettier-ignore
const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'col', 'colgroup', 'dd', 'del', 'div',
  'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img',
  'ins', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup',
  'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
]);

/** Tags removed together with everything inside them. */
// prettier-ignore
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'applet', 'frame', 'frameset', 'noscript',
  'noembed', 'noframes', 'template', 'textarea', 'select', 'title', 'xmp', 'svg', 'math',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);

const GLOBAL_ATTRIBUTES = new Set(['title', 'class', 'style', 'align', 'dir', 'lang']);
const ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  col: new Set(['span']),
  colgroup: new Set(['span']),
  ol: new Set(['start', 'type']),
  q: new Set(['cite']),
  blockquote: new Set(['cite']),
};
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);

// prettier-ignore
const STYLE_PROPERTIES = new Set([
  'color', 'background-color', 'text-align', 'text-decoration', 'font-size', 'font-weight',
  'font-style', 'line-height', 'letter-spacing', 'margin', 'margin-top', 'margin-bottom',
  'margin-left', 'margin-right', 'padding', 'padding-top', 'padding-bottom', 'padding-left',
  'padding-right', 'text-indent', 'width', 'max-width', 'height', 'vertical-align',
]);
const STYLE_VALUE = /^[#a-z0-9.,%\s()-]+$/i;

// A tag: name, then attributes (quoted or not) up to '>'. Anything else starting with '<' is text.
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?|\s*\/)*)\s*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (s: string) =>
  s
    .replace(/&(?![a-zA-Z][a-zA-Z0-9]*;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttribute = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// prettier-ignore
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n',
  nbsp: '\u00a0', sol: '/', lpar: '(', rpar: ')', period: '.', comma: ',', semi: ';',
};

/** Attribute values as a browser reads them: character references decoded. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

// Browsers ignore control characters and spaces inside a URL's scheme ('java\tscript:').
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * A URL is kept when, read as a browser would (entities decoded, control characters and spaces
 * removed), it is relative or its scheme is http, https, mailto or tel; an image may also be an
 * inline data: picture (not SVG, which can carry script).
 */
export function isSafeUrl(value: string, forImage = false): boolean {
  const url = decodeEntities(value).replace(IGNORED_IN_URL, '').toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url);
  if (!scheme) {
    // No scheme: relative. An '&' or ':' before the path still means an undecodable trick.
    const head = url.split(/[/?#]/, 1)[0] ?? '';
    return !head.includes(':') && !head.includes('&');
  }
  if (['http', 'https', 'mailto', 'tel'].includes(scheme[1]!)) return true;
  return forImage && /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/.test(url);
}

function cleanStyle(value: string): string {
  return decodeEntities(value)
    .split(';')
    .map((d) => d.split(':'))
    .filter(
      (kv): kv is [string, string] =>
        kv.length === 2 &&
        STYLE_PROPERTIES.has(kv[0]!.trim().toLowerCase()) &&
        STYLE_VALUE.test(kv[1]!.trim()) &&
        !/expression|url|\\/i.test(kv[1]!),
    )
    .map(([k, v]) => `${k.trim().toLowerCase()}: ${v.trim()}`)
    .join('; ');
}

function cleanAttributes(tag: string, raw: string): string {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of raw.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (seen.has(name) || !(GLOBAL_ATTRIBUTES.has(name) || ATTRIBUTES[tag]?.has(name))) continue;
    seen.add(name);
    let value = m[2] ?? m[3] ?? m[4] ?? '';
    if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value, tag === 'img')) continue;
    if (name === 'style') value = cleanStyle(value);
    else if (name === 'target') value = decodeEntities(value) === '_blank' ? '_blank' : '';
    else value = decodeEntities(value);
    if (value === '' && (name === 'style' || name === 'target')) continue;
    out.push(` ${name}="${escapeAttribute(value)}"`);
  }
  if (tag === 'a' && seen.has('target')) out.push(' rel="noopener noreferrer"');
  return out.join('');
}

/** Sanitises rich text for storage and display. Plain text comes back escaped where needed. */
export function sanitizeRichText(html: string): string {
  let out = '';
  let last = 0;
  /** Inside a dropped tag: its name, until the matching close tag. */
  let dropping: string | null = null;
  let depth = 0;
  /** Allowed tags open in the output, innermost last. */
  const open: string[] = [];
  for (const m of html.matchAll(TOKEN)) {
    const text = html.slice(last, m.index);
    last = m.index + m[0].length;
    if (!dropping) out += escapeText(text);
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = m[1] === '/';
    if (dropping) {
      if (name === dropping) depth += closing ? -1 : m[3]?.trim().endsWith('/') ? 0 : 1;
      if (depth === 0) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !m[3]?.trim().endsWith('/')) {
        dropping = name;
        depth = 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      // A stray closing tag is dropped; one that closes an outer tag closes the inner ones too.
      if (VOID_TAGS.has(name) || at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else {
      out += `<${name}${cleanAttributes(name, m[3] ?? '')}>`;
      if (!VOID_TAGS.has(name)) open.push(name);
    }
  }
  if (!dropping) out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
