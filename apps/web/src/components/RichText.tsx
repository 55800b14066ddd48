import DOMPurify from 'dompurify';
import { isRichText } from '@school/contract/helpers/media';
import { useMemo } from 'react';
import styles from './RichText.module.css';

// Links in school-edited texts leave the app in a new tab, without access to this window.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Sanitises rich text for display (docs/design/content.md §4.7: the server sanitises when storing, the client
 * again when showing): no script, no event handler, no javascript: URL, no inline style, no form
 * or frame. Exported for tests.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * Text from the server: rich text (it contains an HTML tag, spec §5) is sanitised and rendered as
 * HTML; anything else is shown as plain text with its line breaks.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => (isRichText(text) ? sanitizeHtml(text) : null), [text]);
  const cls = `${styles.rich} ${className ?? ''}`;
  if (html === null) return <div className={`${cls} ${styles.plain}`}>{text}</div>;
  return <div className={cls} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Text a person wrote (a teacher's report, a family's note or review): always plain text, never
 * read as HTML whatever it contains, shown with its line breaks.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return <div className={`${styles.rich} ${styles.plain} ${className ?? ''}`}>{text}</div>;
}
