import { channel } from '../../cluster/bus.ts';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import * as repo from './repository.ts';

/**
 * The school's time zone (docs/design/school-texts.md §9 brand): the one the owner set in the console
 * (school_profile.time_zone), else the server's TIME_ZONE setting. It is held in
 * `ctx.config.TIME_ZONE`, which every rule already reads at the time of each call (plans into
 * slots, booking days, quiet hours, order numbers), so the whole server follows a change at once
 * rather than the app showing one zone and the rules using another. Every copy re-reads it after a
 * change (bus topic `schoolZone`).
 */
const configured = new WeakMap<Config, string>();

/** The zone of the TIME_ZONE setting, whatever the school chose since. */
export function configuredZone(config: Config): string {
  if (!configured.has(config)) configured.set(config, config.TIME_ZONE);
  return configured.get(config)!;
}

export async function applySchoolZone(ctx: AppContext) {
  const fallback = configuredZone(ctx.config);
  const school = await repo.findSchool(ctx.db);
  // Config is read-only to everything else: this is the one place the school's choice lands.
  (ctx.config as { TIME_ZONE: string }).TIME_ZONE = school?.timeZone ?? fallback;
}

const topic = (ctx: AppContext) => channel<{ at: number }>(ctx.bus, 'schoolZone');

/** At start: the school's zone now, and again whenever a copy says it changed. */
export async function watchSchoolZone(ctx: AppContext) {
  configuredZone(ctx.config);
  topic(ctx).subscribe(() => {
    applySchoolZone(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'school zone'));
  });
  await applySchoolZone(ctx);
}

/** After the brand was published: this copy and every other one. */
export async function schoolZoneChanged(ctx: AppContext) {
  await applySchoolZone(ctx);
  await topic(ctx)
    .publish({ at: Date.now() })
    .catch((err: unknown) => ctx.log.warn({ err }, 'bus'));
}
