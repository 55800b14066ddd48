import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Pictures up to this size go into index.html as data: URIs (a few kB, compressed with it). */
export const INLINE_IMAGE_MAX_BYTES = 8 * 1024;

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A folder this server serves files from under an address prefix, and the picture types in it. */
export interface ImageMount {
  prefix: string;
  root: string;
  extensions: readonly string[];
}

/**
 * The file behind an address of this server (`/static/demo/banners/x.svg`), or undefined for any
 * other address: another host, a query string, a type the folder does not serve, or a path that
 * would leave the folder.
 */
export function localImageFile(url: string, mounts: readonly ImageMount[]): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//') || /[?#\\]/.test(url)) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url);
  } catch {
    return undefined;
  }
  for (const m of mounts) {
    if (!pathname.startsWith(m.prefix)) continue;
    const file = path.resolve(m.root, '.' + pathname.slice(m.prefix.length - 1));
    if (!file.startsWith(path.resolve(m.root) + path.sep)) return undefined;
    if (!m.extensions.includes(path.extname(file).toLowerCase())) return undefined;
    return file;
  }
  return undefined;
}

/**
 * A picture as a data: URI. SVG stays text (only what a URL cannot hold is escaped), so it
 * compresses with the page; other types are base64.
 */
export function imageDataUri(bytes: Buffer, extension: string): string | undefined {
  const type = TYPES[extension.toLowerCase()];
  if (!type) return undefined;
  if (type === 'image/svg+xml') {
    const svg = bytes
      .toString('utf8')
      .replace(/[\r\n\t]+/g, ' ')
      .replace(/%/g, '%25')
      .replace(/#/g, '%23');
    return `data:${type};charset=utf-8,${svg.trim()}`;
  }
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** The picture at `url` as a data: URI when this server has it on disk and it is small enough. */
export async function inlineImage(
  url: string,
  mounts: readonly ImageMount[],
  maxBytes = INLINE_IMAGE_MAX_BYTES,
): Promise<string | undefined> {
  const file = localImageFile(url, mounts);
  if (!file) return undefined;
  try {
    const info = await stat(file);
    if (!info.isFile() || info.size > maxBytes) return undefined;
    return imageDataUri(await readFile(file), path.extname(file));
  } catch {
    return undefined;
  }
}
