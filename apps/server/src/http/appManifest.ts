import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { PublicCache } from './publicCache.ts';
import { localImageFile, type ImageMount } from './inlineImage.ts';

/**
 * The families' app as an installable app (docs/design/running.md §14): its web app manifest and home-screen
 * icons, made from the school's brand. The brand changes at run time (the console publishes it),
 * so both are routes rather than build output: kept in the public cache's `content` area, which
 * every console write drops on every copy (cacheInvalidation.ts), and fetched again by browsers
 * after a day at most.
 */

export interface AppBrand {
  name: string;
  shortName: string;
  /** The uploaded logo's address (`/uploads/content/brand/x.png`, or the bucket's URL), or null. */
  logo: string | null;
  /** `#rrggbb`, or '' for the app's green. */
  mainColor: string;
}

export interface AppManifestOptions {
  brand: () => Promise<AppBrand>;
  cache: PublicCache;
  imageMounts: readonly ImageMount[];
  /** The app's own logo (the built web app's favicon.svg), used while the school has none. */
  defaultLogo?: string;
}

/** The icons Android (192, 512, maskable 512) and iOS (apple-touch-icon 180) ask for. */
export const ICONS = {
  'icon-192.png': { size: 192, kind: 'any' },
  'icon-512.png': { size: 512, kind: 'any' },
  'maskable-512.png': { size: 512, kind: 'maskable' },
  'apple-touch-icon.png': { size: 180, kind: 'apple' },
} as const;
export type IconName = keyof typeof ICONS;

const GREEN = '#20c05c';
const DAY = 'public, max-age=86400';
const MAX_LOGO_BYTES = 5 * 1024 * 1024;

const colorOf = (c: string) => (/^#[0-9a-f]{6}$/i.test(c) ? c.toLowerCase() : GREEN);

/** A plain square of the school's colour, when neither the school nor the build has a logo. */
const plainLogo = (color: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${color}"/></svg>`,
  );

async function logoBytes(brand: AppBrand, options: AppManifestOptions): Promise<Buffer | null> {
  const url = brand.logo;
  if (!url) return null;
  const file = localImageFile(url, options.imageMounts);
  if (file) return readFile(file).catch(() => null);
  if (!/^https:\/\//.test(url)) return null;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    const bytes = Buffer.from(await res.arrayBuffer());
    return bytes.length <= MAX_LOGO_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * One icon as PNG: the logo fitted inside the square. `any` keeps its transparency; the maskable
 * one puts it inside the middle 60% (the safe zone launchers never crop) on the school's colour;
 * iOS draws transparency black, so the apple-touch-icon is on white.
 */
export async function renderIcon(
  logo: Buffer,
  size: number,
  kind: 'any' | 'maskable' | 'apple',
  color: string,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const inner = kind === 'maskable' ? Math.round(size * 0.6) : size;
  const background =
    kind === 'maskable' ? color : kind === 'apple' ? '#ffffff' : { r: 0, g: 0, b: 0, alpha: 0 };
  const fitted = await sharp(logo, { limitInputPixels: 40_000_000, density: 300 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: fitted, gravity: 'centre' }])
    .png()
    .toBuffer();
}

export async function registerAppManifest(app: FastifyInstance, options: AppManifestOptions) {
  const load = () =>
    options.cache.get('content', 'app-manifest', async () => {
      const brand = await options.brand();
      const color = colorOf(brand.mainColor);
      const logo =
        (await logoBytes(brand, options)) ??
        (options.defaultLogo ? await readFile(options.defaultLogo).catch(() => null) : null) ??
        plainLogo(color);
      const icons: Record<string, Buffer> = {};
      for (const [name, icon] of Object.entries(ICONS)) {
        icons[name] = await renderIcon(logo, icon.size, icon.kind, color).catch(() =>
          renderIcon(plainLogo(color), icon.size, icon.kind, color),
        );
      }
      // The icons' addresses change with their content, so an installed app picks up a new logo.
      const version = createHash('sha1')
        .update(Object.values(icons).reduce((a, b) => Buffer.concat([a, b])))
        .digest('hex')
        .slice(0, 10);
      const name = brand.name || brand.shortName || '少儿英语';
      const manifest = {
        id: '/',
        name,
        short_name: brand.shortName || name,
        lang: 'zh-CN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f3f7f4',
        theme_color: color,
        icons: [
          {
            src: `/icons/icon-192.png?v=${version}`,
            sizes: '192x192',
            type: 'image/png',
            purpose: 'any',
          },
          {
            src: `/icons/icon-512.png?v=${version}`,
            sizes: '512x512',
            type: 'image/png',
            purpose: 'any',
          },
          {
            src: `/icons/maskable-512.png?v=${version}`,
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      };
      return { manifest: JSON.stringify(manifest), icons };
    });

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_req, reply) => {
    const { manifest } = await load();
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(manifest);
  });

  app.get<{ Params: { name: string } }>(
    '/icons/:name',
    { schema: { hide: true } },
    async (req, reply) => {
      const name = req.params.name;
      if (!Object.hasOwn(ICONS, name)) return reply.code(404).send();
      const { icons } = await load();
      return reply
        .type('image/png')
        .header('cache-control', DAY)
        .send(icons[name as IconName]);
    },
  );
}
