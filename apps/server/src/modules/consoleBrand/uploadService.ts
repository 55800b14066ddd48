import { randomBytes } from 'node:crypto';
import { BRAND_IMAGE_PURPOSES, type BrandImagePurpose } from '@school/contract/rules/admin/brand';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { invalid } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/files.ts';
import { EXTENSIONS, IMAGE_TYPES, fitImage, type ImageType } from '../../lib/media.ts';
import { auditedTextChange as audited } from '../i18n/service.ts';

const MB = 1024 * 1024;

/**
 * The logo and the customer-service QR code: decoded and rebuilt by sharp (EXIF orientation
 * applied, metadata gone), fitted inside the largest size the app shows them at 3x (a 96 px logo,
 * a 200 px QR code that must stay scannable), stored under a random name.
 */
const BOX: Record<BrandImagePurpose, number> = { logo: 512, qr: 800 };

export const BRAND_IMAGE_LIMITS = { maxBytes: 5 * MB, types: IMAGE_TYPES, field: 'file' };

export function brandImagePurpose(raw: unknown): BrandImagePurpose {
  if (typeof raw === 'string' && (BRAND_IMAGE_PURPOSES as readonly string[]).includes(raw))
    return raw as BrandImagePurpose;
  throw invalid('purpose: 请选择 logo 或 qr', 'purpose: logo or qr', 'purpose');
}

export async function storeBrandImage(
  ctx: AppContext,
  actor: StaffActor,
  purpose: BrandImagePurpose,
  file: UploadedFile,
): Promise<{ url: string }> {
  const refused = (why: string, whyEn: string) => invalid(`file: ${why}`, `file: ${whyEn}`, 'file');
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    throw refused('请上传 JPG、PNG 或 WebP 图片', 'send a JPG, PNG or WebP image');
  const box = BOX[purpose];
  const body = await fitImage(file.type as ImageType, file.bytes, box, box);
  if (!body) throw refused('文件内容与类型不符', 'the content is not a valid image');
  const key = `content/brand/${randomBytes(16).toString('hex')}.${EXTENSIONS[file.type]}`;
  const url = await ctx.storage.put(key, body, file.type);
  return audited(ctx, actor, [], async () => ({
    result: { url },
    audit: {
      action: 'file.upload',
      entity: 'brand',
      entityId: url,
      after: { purpose, bytes: body.length },
    },
  }));
}
