import type { FastifyInstance } from 'fastify';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  editUser,
  uploadAvatar as uploadAvatarCall,
  viewUser,
} from '@school/contract/api/basic';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import type { AvatarType } from './avatarImage.ts';
import { editProfile, uploadAvatar } from './service.ts';

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  // The profile came with the session check: no second query (this call must stay fast).
  route(app, ctx, viewUser, async ({ user }) => user.profile);
  route(app, ctx, editUser, ({ user, input }) => editProfile(ctx, user.id, input));
  // Raw image bytes or one multipart file, not JSON; the session is checked before either is read.
  route(
    app,
    ctx,
    uploadAvatarCall,
    ({ user, input }) => uploadAvatar(ctx, user.id, input.type as AvatarType, input.bytes),
    { file: { maxBytes: AVATAR_MAX_BYTES, types: AVATAR_TYPES, field: 'avatar' } },
  );
}
