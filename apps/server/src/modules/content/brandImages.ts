import type { FileStorage } from '../../providers/storage/types.ts';

/**
 * What the brand's logo and service QR code may be (issue 25, docs/design/school-texts.md §9): a file uploaded to
 * the school's own storage (the console's upload), a file the server ships (`/static/`, the demo
 * school's logo), or an https picture on a host the school lists in BRAND_IMAGE_HOSTS. `javascript:`, `data:`, plain http, other hosts, and addresses with
 * credentials, `..` or odd characters are not. Checked when a draft is saved or the brand
 * published (1001 naming the field), and again when the brand is read for families, so what an
 * older version stored is never shown if it does not pass.
 */
export interface BrandImageRules {
  storage: Pick<FileStorage, 'owns'>;
  hosts: readonly string[];
}

// Letters, digits and the few characters our keys and a CDN's path use; never a quote, space,
// backslash, '?', '#' or '%' (no encoded tricks).
const PLAIN = /^[A-Za-z0-9_\-./:]+$/;
/** The files the server ships (http/publicFiles.ts). */
const SHIPPED = '/static/';

export function brandImageAllowed(address: string, rules: BrandImageRules): boolean {
  if (address.length > 500 || !PLAIN.test(address) || address.split('/').includes('..'))
    return false;
  if (address.startsWith(SHIPPED)) return true;
  if (rules.storage.owns(address))
    return address.startsWith('/') ? !address.startsWith('//') : isHttps(address);
  if (!isHttps(address)) return false;
  const url = new URL(address);
  return rules.hosts.includes(url.host.toLowerCase());
}

function isHttps(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The address when it passes, else null (what families are shown). */
export const shownBrandImage = (address: string | null | undefined, rules: BrandImageRules) =>
  address && brandImageAllowed(address, rules) ? address : null;
