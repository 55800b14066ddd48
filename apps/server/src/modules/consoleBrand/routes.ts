import type { FastifyInstance } from 'fastify';
import * as api from '@school/contract/api/admin/brand';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { discardBrandDraft, publishBrand, saveBrandDraft, viewBrand } from './brandService.ts';
import { discardLegalDraft, publishLegal, saveLegalDraft, viewLegal } from './legalService.ts';
import { BRAND_IMAGE_LIMITS, brandImagePurpose, storeBrandImage } from './uploadService.ts';

/**
 * The console's brand and legal texts (decision 0029). `brand.draft` reads and drafts (content
 * and the owner; content discards only its own draft), `brand.edit` publishes (the owner); route() checks before the
 * handler. Every console write drops the public caches (http/cacheInvalidation.ts).
 */
export function consoleBrandRoutes(app: FastifyInstance, ctx: AppContext) {
  // Answers carry both languages as stored (see route()'s `bilingual`).
  const both = { bilingual: true } as const;
  route(app, ctx, api.viewAdminBrand, ({ actor }) => viewBrand(ctx, actor), both);
  route(
    app,
    ctx,
    api.saveAdminBrandDraft,
    ({ input, actor }) => saveBrandDraft(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    api.publishAdminBrand,
    ({ input, actor }) => publishBrand(ctx, actor, input),
    both,
  );
  route(app, ctx, api.discardAdminBrandDraft, ({ actor }) => discardBrandDraft(ctx, actor), both);
  route(
    app,
    ctx,
    api.uploadAdminBrandImage,
    ({ input, actor, req }) =>
      // The purpose rides in the query: the body is the file itself.
      storeBrandImage(
        ctx,
        actor,
        brandImagePurpose((req.query as { purpose?: unknown }).purpose),
        input,
      ),
    { file: BRAND_IMAGE_LIMITS },
  );
  route(
    app,
    ctx,
    api.viewAdminLegal,
    ({ input, actor }) => viewLegal(ctx, input.kind, actor),
    both,
  );
  route(
    app,
    ctx,
    api.saveAdminLegalDraft,
    ({ input, actor }) => saveLegalDraft(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    api.publishAdminLegal,
    ({ input, actor }) => publishLegal(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    api.discardAdminLegalDraft,
    ({ input, actor }) => discardLegalDraft(ctx, actor, input.kind),
    both,
  );
}
