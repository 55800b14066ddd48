import type { FastifyInstance } from 'fastify';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  editUser,
  uploadAvatar as uploadAvatarCall,
  viewUser,
} from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import { invalid } from '../../http/errors.ts';
import { requestUser, route } from '../../http/route.ts';
import type { ImageType } from './imageFiles.ts';
import { fileFromMultipart } from './multipart.ts';
import { editProfile, uploadAvatar } from './service.ts';

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  // The profile came with the session check: no second query (this call must stay fast).
  route(app, ctx, viewUser, async ({ user }) => user.profile);
  route(app, ctx, editUser, ({ user, input }) => editProfile(ctx, user.id, input));

  // Raw image bytes (or one multipart file), not JSON: these parsers exist only in this scope.
  void app.register(async (scope) => {
    const keep = (_req: unknown, body: Buffer | string, done: (e: null, b: unknown) => void) =>
      done(null, body);
    scope.addContentTypeParser(
      [...AVATAR_TYPES],
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
      keep,
    );
    // A little room over 2 MB for the multipart framing; the file itself is checked below.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES + 16 * 1024 },
      keep,
    );
    scope.post(
      uploadAvatarCall.path,
      {
        schema: {
          summary: uploadAvatarCall.summary,
          tags: uploadAvatarCall.tags,
          security: [{ bearer: [] }],
        },
      },
      async (req) => {
        const header = req.headers['content-type'] ?? '';
        let type = header.split(';')[0]!.trim().toLowerCase();
        let bytes = Buffer.isBuffer(req.body) ? req.body : null;
        if (bytes && type === 'multipart/form-data') {
          const file = fileFromMultipart(bytes, header);
          type = file?.type ?? '';
          bytes = file?.bytes ?? null;
        }
        if (
          !bytes ||
          bytes.length > AVATAR_MAX_BYTES ||
          !(AVATAR_TYPES as readonly string[]).includes(type)
        ) {
          throw invalid(
            'avatar: 请上传 JPG、PNG 或 WebP 图片（Content-Type image/jpeg、image/png 或 image/webp）',
            'avatar: send the image bytes with Content-Type image/jpeg, image/png or image/webp',
          );
        }
        const user = await requestUser(ctx, req);
        const data = await uploadAvatar(ctx, user.id, type as ImageType, bytes);
        return { code: 0, message: 'success', data };
      },
    );
  });
}
