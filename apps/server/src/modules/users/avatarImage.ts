import type { AVATAR_TYPES } from '@school/contract/api/basic';
import { EXTENSIONS as MEDIA_EXTENSIONS, fitImage } from '../../lib/media.ts';

export type AvatarType = (typeof AVATAR_TYPES)[number];

/** The file name extension of a stored avatar (the server names files, never the user). */
export const EXTENSIONS = MEDIA_EXTENSIONS as Record<AvatarType, string>;

/**
 * The longest edge of a stored avatar, in pixels. The app shows a user's avatar at most 5.5rem
 * (88 CSS px, the profile page) and smaller elsewhere (3.5rem on 我的); 264 px is 88 px at a
 * phone's 3x density, so one rendition is sharp everywhere and a 2 MB photo becomes ~20 KB.
 */
export const AVATAR_EDGE = 264;

/**
 * The avatar as it is stored (lib/media.ts): proved an image of the declared type by decoding it,
 * upright, fitted inside AVATAR_EDGE square, re-encoded without metadata. Null when it is not.
 */
export const avatarImage = (declared: AvatarType, bytes: Buffer) =>
  fitImage(declared, bytes, AVATAR_EDGE, AVATAR_EDGE);
