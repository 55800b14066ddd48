// One console change with its texts' English and its audit row: the i18n module's own wrapper,
// shared with the texts' and catalogue's editors.
export {
  auditedTextChange as audited,
  pairsFor,
  type AuditEntry,
  type Pair,
} from '../i18n/service.ts';

export const paging = (i: { page: number; pageSize: number }) => ({
  limit: i.pageSize,
  offset: (i.page - 1) * i.pageSize,
});

/** The audit of a save: create when there was nothing before. */
export function savedAudit<T extends { id: number }>(
  entity: string,
  r: { before: unknown; after: T },
) {
  return {
    result: { id: r.after.id },
    audit: {
      action: `${entity}.${r.before ? 'edit' : 'create'}`,
      entity,
      entityId: r.after.id,
      before: r.before,
      after: r.after,
    },
  };
}
