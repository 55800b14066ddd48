import { randomBytes } from 'node:crypto';
import type { UploadPurpose } from '@school/contract/rules/admin/texts';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { invalid } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/files.ts';
import {
  EXTENSIONS,
  IMAGE_TYPES,
  fitImage,
  mediaMatches,
  type ImageType,
} from '../../lib/media.ts';
import { auditedTextChange as audited } from '../i18n/service.ts';

/**
 * The school's uploads (docs/design/school-texts.md §9). Images are rebuilt at the largest size the families' app
 * shows them (lib/media.ts); audio, video and PDF are checked by their first bytes. Files are
 * stored through the storage provider under a random name (served for a year, immutable:
 * http/uploads.ts); the row that uses one is saved by a later call.
 */

interface Rule {
  types: readonly string[];
  maxBytes: number;
  /** Images: the box the stored rendition fits in, in pixels. */
  box?: [number, number];
}

const MB = 1024 * 1024;
/**
 * Banners, product covers and video covers are at most as wide as the page (the app's column is
 * 430 CSS px wide on the largest phones, 3x density: 1290 px); 16:9 is the shape they are shown in.
 */
const WIDE: [number, number] = [1290, 1290];

export const UPLOAD_RULES: Record<UploadPurpose, Rule> = {
  banner: { types: IMAGE_TYPES, maxBytes: 10 * MB, box: WIDE },
  cover: { types: IMAGE_TYPES, maxBytes: 10 * MB, box: WIDE },
  videoCover: { types: IMAGE_TYPES, maxBytes: 10 * MB, box: WIDE },
  video: { types: ['video/mp4'], maxBytes: 100 * MB },
  // Browsers name an .m4a file audio/x-m4a or audio/mp4; it is stored as audio/mp4.
  audio: { types: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a'], maxBytes: 20 * MB },
  pdf: { types: ['application/pdf'], maxBytes: 30 * MB },
};

/** Every type and the largest size any purpose takes (the route's parser limits). */
export const UPLOAD_LIMITS = {
  maxBytes: Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes)),
  types: [...new Set(Object.values(UPLOAD_RULES).flatMap((r) => r.types))],
  field: 'file',
};

export const COVER_LIMITS = { maxBytes: 10 * MB, types: IMAGE_TYPES, field: 'file' };

export async function storeUpload(
  ctx: AppContext,
  actor: StaffActor,
  purpose: UploadPurpose,
  file: UploadedFile,
): Promise<{ url: string }> {
  const rule = UPLOAD_RULES[purpose];
  if (file.type === 'audio/x-m4a') file = { ...file, type: 'audio/mp4' };
  const refused = (why: string, whyEn: string) => invalid(`file: ${why}`, `file: ${whyEn}`, 'file');
  if (!rule.types.includes(file.type))
    throw refused(`请上传 ${rule.types.join('、')} 文件`, `send ${rule.types.join(', ')}`);
  if (file.bytes.length > rule.maxBytes)
    throw refused(
      `文件不能超过 ${rule.maxBytes / MB} MB`,
      `the file is over ${rule.maxBytes / MB} MB`,
    );
  let body: Buffer | null;
  if (rule.box) body = await fitImage(file.type as ImageType, file.bytes, ...rule.box);
  else body = mediaMatches(file.type, file.bytes) ? file.bytes : null;
  if (!body) throw refused('文件内容与类型不符', 'the content is not a valid file of its type');
  const key = `content/${purpose}/${randomBytes(16).toString('hex')}.${EXTENSIONS[file.type]}`;
  const url = await ctx.storage.put(key, body, file.type);
  // The file is not used until a save names it; the audit still says who put it there.
  return audited(ctx, actor, [], async () => ({
    result: { url },
    audit: {
      action: 'file.upload',
      entity: 'file',
      entityId: url,
      after: { purpose, bytes: body.length },
    },
  }));
}
