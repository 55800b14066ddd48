import type * as api from '@school/contract/api/admin/brand';
import type { OutputOf } from '@school/contract/endpoint';
import type { AppContext } from '../../context.ts';
import type { StaffActor } from '../../http/staffActor.ts';
import { roleMay } from '@school/contract/rules/permissions';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/errors.ts';
import {
  discardDraft,
  type DraftSubject,
  readBrand,
  readDraft,
  saveBrand,
  saveDraft,
} from '../content/brandService.ts';
import { brandImageAllowed } from '../content/brandService.ts';
import { configuredZone, schoolZoneChanged } from '../content/schoolZoneService.ts';
import { auditedTextChange as audited, pairsFor } from '../i18n/service.ts';

/**
 * The brand in the console (docs/design/school-texts.md §9): the owner publishes, the content role saves a draft the
 * owner sees beside the live values. Families see only what was published.
 */

type Fields = api.BrandFields;

/** The IANA zones this server's Intl knows (the console's list, and the check of a save). */
export function timeZones(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones].sort();
}

function checkZone(zone: string) {
  if (!timeZones().includes(zone))
    throw invalid(
      `时区无效：${zone}（请从列表中选择，如 Asia/Shanghai）`,
      `Unknown time zone ${zone} (pick one from the list, e.g. Asia/Shanghai)`,
      'timeZone',
    );
}

/** The logo and the QR code: an upload of ours or an https picture on a listed host (1001). */
function checkImages(ctx: AppContext, input: Fields) {
  const rules = { storage: ctx.storage, hosts: ctx.config.BRAND_IMAGE_HOSTS };
  const labels = { logo: ['标志', 'logo'], serviceQr: ['客服二维码', 'service QR code'] } as const;
  for (const field of ['logo', 'serviceQr'] as const) {
    const address = input[field];
    if (address !== null && !brandImageAllowed(address, rules)) {
      const [zh, en] = labels[field];
      throw invalid(
        `${field}: ${zh}须为上传到本校存储的图片，或 BRAND_IMAGE_HOSTS 所列域名下的 https 图片地址`,
        `${field}: the ${en} must be a picture uploaded to the school's storage, or an https address on a host listed in BRAND_IMAGE_HOSTS`,
        field,
      );
    }
  }
}

export async function viewBrand(
  ctx: AppContext,
  actor: StaffActor,
): Promise<OutputOf<typeof api.viewAdminBrand>> {
  const [row, draft] = await Promise.all([readBrand(ctx.db), readDraft(ctx.db, 'brand')]);
  const pair = await pairsFor(ctx.db, row ? [row.name, row.shortName] : []);
  const live: api.BrandView = {
    name: pair(row?.name ?? ''),
    shortName: pair(row?.shortName ?? ''),
    logo: row?.logo ?? null,
    mainColor: row?.mainColor ?? '',
    phone: row?.phone ?? '',
    serviceQr: row?.serviceQr ?? null,
    icpNumber: row?.icpNumber ?? '',
    timeZone: row?.timeZone ?? configuredZone(ctx.config),
  };
  return {
    live,
    draft: draft
      ? {
          value: draft.value as Fields,
          savedBy: draft.savedBy,
          savedAt: draft.savedAt.toISOString(),
          mine: draft.savedByStaffId === actor.staffId,
        }
      : null,
    timeZones: timeZones(),
  };
}

export async function saveBrandDraft(ctx: AppContext, actor: StaffActor, input: Fields) {
  checkZone(input.timeZone);
  checkImages(ctx, input);
  return audited(ctx, actor, [], async (tx) => {
    const before = await saveDraft(tx, 'brand', input, actor, ctx.clock.now());
    return {
      result: null,
      audit: {
        action: 'brand.draft',
        entity: 'brand',
        entityId: 'brand',
        before: before?.value ?? null,
        after: input,
      },
    };
  });
}

export async function publishBrand(ctx: AppContext, actor: StaffActor, input: Fields) {
  checkZone(input.timeZone);
  checkImages(ctx, input);
  const texts = [input.name, input.shortName].filter((p) => p.zh !== '');
  await audited(ctx, actor, texts, async (tx) => {
    const { before, after } = await saveBrand(
      tx,
      {
        name: input.name.zh,
        shortName: input.shortName.zh,
        logo: input.logo,
        mainColor: input.mainColor,
        phone: input.phone,
        serviceQr: input.serviceQr,
        icpNumber: input.icpNumber,
        timeZone: input.timeZone,
      },
      ctx.clock.now(),
    );
    await discardDraft(tx, 'brand');
    return {
      result: null,
      audit: { action: 'brand.publish', entity: 'brand', entityId: 'brand', before, after },
    };
  });
  // Every copy's rules and the app follow the zone now (content/schoolZoneService.ts).
  await schoolZoneChanged(ctx);
  return null;
}

/**
 * Removes the draft of `subject` for `actor` (docs/design/console.md §7: the owner discards any draft; the
 * content role, which only drafts, the draft it saved itself). 2001 when there is none.
 */
export async function discardDraftFor(tx: Db, actor: StaffActor, subject: DraftSubject) {
  const draft = await readDraft(tx, subject);
  if (!draft) throw notFound('没有待发布的草稿', 'There is no draft');
  if (!roleMay(actor.role, 'brand.edit') && draft.savedByStaffId !== actor.staffId)
    throw new AppError(
      3003,
      `只能放弃自己保存的草稿（此草稿由 ${draft.savedBy} 保存）`,
      `You can only discard a draft you saved (this one was saved by ${draft.savedBy})`,
    );
  return (await discardDraft(tx, subject)) ?? draft;
}

export async function discardBrandDraft(ctx: AppContext, actor: StaffActor) {
  return audited(ctx, actor, [], async (tx) => {
    const gone = await discardDraftFor(tx, actor, 'brand');
    return {
      result: null,
      audit: { action: 'brand.discard', entity: 'brand', entityId: 'brand', before: gone.value },
    };
  });
}
