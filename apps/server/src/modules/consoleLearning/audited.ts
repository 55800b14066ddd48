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
