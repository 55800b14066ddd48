import type { TeacherFilters } from './api.ts';

/**
 * Nationalities offered by the filter. The contract has no list of them (a teacher's
 * nationality is free text), so these are the countries a school's teachers usually come from;
 * the server matches the text exactly.
 */
export const NATIONALITIES = [
  '美国',
  '英国',
  '加拿大',
  '澳大利亚',
  '新西兰',
  '爱尔兰',
  '南非',
  '菲律宾',
];

/** How many filters are set (the badge on the filter button). */
export function activeFilterCount(f: TeacherFilters): number {
  return [f.tagId, f.sex, f.nationality, f.freeDate].filter((v) => v !== undefined && v !== '')
    .length;
}

/** Drops empty values so equal filters give equal query keys. */
export function cleanFilters(f: TeacherFilters): TeacherFilters {
  const out: TeacherFilters = {};
  if (f.keyword?.trim()) out.keyword = f.keyword.trim();
  if (f.tagId !== undefined) out.tagId = f.tagId;
  if (f.sex !== undefined) out.sex = f.sex;
  if (f.nationality) out.nationality = f.nationality;
  if (f.freeDate) out.freeDate = f.freeDate;
  return out;
}
