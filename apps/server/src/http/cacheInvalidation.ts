import type { FastifyInstance } from 'fastify';
import { BASIC, COURSE, TEACHER } from '@school/contract/rules/prefixes';
import type { AppContext } from '../context.ts';
import { CACHE_AREAS, type CacheArea } from './publicCache.ts';

/**
 * Which successful writes change which public reads: one list, so a new write call that changes
 * what every visitor sees is added here rather than remembered in each service. Matched by path
 * prefix. The console (/api/lc_admin_service) edits teachers, content, products and the outline:
 * any of its writes drops every area. The jobs (new slots, settled lessons) invalidate directly.
 */
const rules: { prefix: string; areas: readonly CacheArea[] }[] = [
  { prefix: `${COURSE}/studentBookings/`, areas: ['teachers'] },
  { prefix: `${COURSE}/teacherReviews/edit`, areas: ['teachers'] },
  { prefix: `${COURSE}/orderReviews/edit`, areas: ['catalog'] },
  { prefix: `${BASIC}/clientUsers/delete`, areas: ['teachers'] },
  { prefix: `${TEACHER}/`, areas: ['teachers'] },
  { prefix: '/api/lc_admin_service/', areas: CACHE_AREAS },
];

export function areasChangedBy(method: string, url: string): readonly CacheArea[] {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return [];
  const path = url.split('?', 1)[0]!;
  const out = new Set<CacheArea>();
  for (const r of rules) if (path.startsWith(r.prefix)) for (const a of r.areas) out.add(a);
  return [...out];
}

/**
 * After a write succeeded (its transaction has committed) and before its answer leaves, the
 * areas it changed are dropped here, so the family that booked sees the slot taken on its next
 * read from this copy. The other copies are told through the bus without holding the answer for
 * that round trip; they drop theirs within milliseconds (the budget is 1 s, publicCache.test.ts).
 */
export function registerCacheInvalidation(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.publicCache.enabled) return;
  // A callback hook: reads (most requests) pass straight through without a promise.
  app.addHook('onSend', (req, reply, payload, done) => {
    const areas = reply.statusCode >= 400 ? [] : areasChangedBy(req.method, req.url);
    // invalidate() drops this copy's entries before its first await and never rejects.
    if (areas.length > 0) void ctx.publicCache.invalidate(...areas);
    done(null, payload);
  });
}
