import { randomBytes } from 'node:crypto';
import type { TeacherUploadPurpose } from '@school/contract/rules/admin/teachers';
import type { AppContext } from '../../context.ts';
import { invalid } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/files.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import {
  EXTENSIONS,
  IMAGE_TYPES,
  fitImage,
  mediaMatches,
  type ImageType,
} from '../../lib/media.ts';
import { auditedChange } from '../audit/service.ts';

/**
 * A teacher's photo or intro video (decision 0023's upload path): the photo is decoded and rebuilt
 * by sharp (upright, no metadata, fitted in 1080 px: the teacher's page shows it at most a
 * phone's width at 3x); the video is checked by its first bytes (an MP4 `ftyp` box). Stored under
 * a random name; the teacher's save names it.
 */
const MB = 1024 * 1024;
const RULES: Record<TeacherUploadPurpose, { types: readonly string[]; maxBytes: number }> = {
  photo: { types: IMAGE_TYPES, maxBytes: 10 * MB },
  video: { types: ['video/mp4'], maxBytes: 100 * MB },
};
const PHOTO_BOX = 1080;

export const TEACHER_UPLOAD_LIMITS = {
  maxBytes: 100 * MB,
  types: [...IMAGE_TYPES, 'video/mp4'],
  field: 'file',
};

export async function storeTeacherFile(
  ctx: AppContext,
  actor: StaffActor,
  purpose: TeacherUploadPurpose,
  file: UploadedFile,
): Promise<{ url: string }> {
  const rule = RULES[purpose];
  const refused = (zh: string, en: string) => invalid(zh, en, 'file');
  if (!rule.types.includes(file.type))
    throw refused(`请上传 ${rule.types.join('、')} 文件`, `Send ${rule.types.join(', ')}`);
  if (file.bytes.length > rule.maxBytes)
    throw refused(
      `文件不能超过 ${rule.maxBytes / MB} MB`,
      `The file is over ${rule.maxBytes / MB} MB`,
    );
  const body =
    purpose === 'photo'
      ? await fitImage(file.type as ImageType, file.bytes, PHOTO_BOX, PHOTO_BOX)
      : mediaMatches(file.type, file.bytes)
        ? file.bytes
        : null;
  if (!body) throw refused('文件内容与类型不符', 'The content is not a valid file of its type');
  const key = `teachers/${purpose}/${randomBytes(16).toString('hex')}.${EXTENSIONS[file.type]}`;
  const url = await ctx.storage.put(key, body, file.type);
  await auditedChange(ctx.db, actor, (tx, audit) =>
    audit({
      action: 'file.upload',
      entity: 'file',
      entityId: url,
      after: { purpose: `teacher.${purpose}`, bytes: body.length },
    }),
  );
  return { url };
}
