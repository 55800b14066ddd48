import type { FastifyInstance } from 'fastify';
import * as cat from '@school/contract/api/admin/catalogue';
import * as api from '@school/contract/api/admin/texts';
import { dashboardContent } from '@school/contract/api/admin/dashboard';
import type { AppContext } from '../../context.ts';
import { invalid } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import {
  listProducts,
  saveProductAudited,
  setOnSaleAudited,
  viewProduct,
} from './catalogueService.ts';
import {
  listDict,
  listTags,
  removeTagAudited,
  saveAbout,
  saveDict,
  saveTagAudited,
  viewAbout,
} from './moreTextsService.ts';
import { contentFigures } from './dashboardService.ts';
import * as texts from './textsService.ts';
import { COVER_LIMITS, UPLOAD_LIMITS, storeUpload } from './uploadService.ts';

/**
 * The console's catalogue and texts (decision 0023). The permission of each call is in its route
 * (checked by route() before the handler); the mall's and content's public caches are dropped
 * after every console write (http/cacheInvalidation.ts).
 */
export function consoleContentRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, dashboardContent, () => contentFigures(ctx));
  // Every answer here carries both languages as stored (see route()'s `bilingual`).
  const both = { bilingual: true } as const;
  route(app, ctx, cat.listAdminProducts, ({ input }) => listProducts(ctx, input), both);
  route(app, ctx, cat.viewAdminProduct, ({ input }) => viewProduct(ctx, input.id), both);
  route(
    app,
    ctx,
    cat.saveAdminProduct,
    ({ input, actor }) => saveProductAudited(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    cat.setAdminProductOnSale,
    ({ input, actor }) => setOnSaleAudited(ctx, actor, input.id, input.onSale),
    both,
  );
  route(
    app,
    ctx,
    cat.uploadAdminProductCover,
    ({ input, actor }) => storeUpload(ctx, actor, 'cover', input),
    { file: COVER_LIMITS },
  );

  route(app, ctx, api.listAdminBanners, ({ input }) => texts.listBanners(ctx, input), both);
  route(
    app,
    ctx,
    api.saveAdminBanner,
    ({ input, actor }) => texts.saveBanner(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    api.deleteAdminBanner,
    ({ input, actor }) => texts.remove(ctx, actor, 'banners', input.id),
    both,
  );
  route(app, ctx, api.listAdminNotices, ({ input }) => texts.listNotices(ctx, input), both);
  route(
    app,
    ctx,
    api.saveAdminNotice,
    ({ input, actor }) => texts.saveNotice(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    api.deleteAdminNotice,
    ({ input, actor }) => texts.remove(ctx, actor, 'notices', input.id),
    both,
  );
  route(app, ctx, api.listAdminFaqs, ({ input }) => texts.listFaqs(ctx, input), both);
  route(app, ctx, api.saveAdminFaq, ({ input, actor }) => texts.saveFaq(ctx, actor, input), both);
  route(
    app,
    ctx,
    api.deleteAdminFaq,
    ({ input, actor }) => texts.remove(ctx, actor, 'faqs', input.id),
    both,
  );
  route(app, ctx, api.viewAdminAbout, () => viewAbout(ctx), both);
  route(app, ctx, api.saveAdminAbout, ({ input, actor }) => saveAbout(ctx, actor, input), both);
  route(app, ctx, api.listAdminVideos, ({ input }) => texts.listVideos(ctx, input), both);
  route(
    app,
    ctx,
    api.saveAdminVideo,
    ({ input, actor }) => texts.saveVideo(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    api.deleteAdminVideo,
    ({ input, actor }) => texts.remove(ctx, actor, 'highlightVideos', input.id),
    both,
  );
  route(app, ctx, api.listAdminNicknames, ({ input }) => texts.listNicknames(ctx, input), both);
  route(
    app,
    ctx,
    api.saveAdminNickname,
    ({ input, actor }) => texts.saveNickname(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    api.deleteAdminNickname,
    ({ input, actor }) => texts.remove(ctx, actor, 'nicknames', input.id),
    both,
  );
  route(app, ctx, api.listAdminDict, () => listDict(ctx), both);
  route(app, ctx, api.saveAdminDict, ({ input, actor }) => saveDict(ctx, actor, input), both);
  route(app, ctx, api.listAdminTags, () => listTags(ctx), both);
  route(app, ctx, api.saveAdminTag, ({ input, actor }) => saveTagAudited(ctx, actor, input), both);
  route(
    app,
    ctx,
    api.deleteAdminTag,
    ({ input, actor }) => removeTagAudited(ctx, actor, input),
    both,
  );
  route(
    app,
    ctx,
    api.uploadAdminFile,
    ({ input, actor, req }) => {
      // The purpose rides in the query: the body is the file itself.
      const purpose = api.uploadPurpose.safeParse((req.query as { purpose?: unknown }).purpose);
      if (!purpose.success)
        throw invalid(
          `purpose: 请选择 ${api.UPLOAD_PURPOSES.join('、')}`,
          `purpose: one of ${api.UPLOAD_PURPOSES.join(', ')}`,
          'purpose',
        );
      return storeUpload(ctx, actor, purpose.data, input);
    },
    { file: UPLOAD_LIMITS },
  );
}
