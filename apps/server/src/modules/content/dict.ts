import { FEEDBACK_TYPES, type DictType, type FeedbackType } from '@school/contract/api/content';
import type { AppContext } from '../../context.ts';
import { listTags } from '../teachers/service.ts';
import { bookLevelOptions } from '../books/service.ts';

/**
 * The option lists of `dictData/options`. Fixed lists live here; teacher styles and focus skills
 * are the teacher tags of those groups (so a preference can filter teacher/list by tagId), book
 * levels are the levels that have books.
 */
type Option = { value: number | string; label: string };

const FEEDBACK_LABELS: Record<FeedbackType, string> = {
  bug: '功能异常',
  suggestion: '产品建议',
  course: '课程与老师',
  order: '订单与支付',
  other: '其他',
};
const FEEDBACK_OPTIONS: Option[] = FEEDBACK_TYPES.map((value) => ({
  value,
  label: FEEDBACK_LABELS[value],
}));

export const FIXED: Partial<Record<DictType, Option[]>> = {
  sex: [
    { value: 1, label: '男孩' },
    { value: 2, label: '女孩' },
  ],
  teacherSex: [
    { value: 0, label: '不限' },
    { value: 1, label: '男老师' },
    { value: 2, label: '女老师' },
  ],
  cancelReason: [
    { value: 'schedule', label: '时间冲突' },
    { value: 'sick', label: '孩子身体不适' },
    { value: 'device', label: '网络或设备问题' },
    { value: 'teacher', label: '想换一位老师' },
    { value: 'other', label: '其他原因' },
  ],
  feedbackType: FEEDBACK_OPTIONS,
};

/** Teacher tag groups behind the preference options. */
export const TAG_GROUP = { teacherStyle: 'style', focusSkill: 'focus' } as const;

export async function tagOptions(ctx: AppContext, group: 'style' | 'focus'): Promise<Option[]> {
  const { list } = await listTags(ctx.db);
  return list.filter((t) => t.group === group).map((t) => ({ value: t.id, label: t.name }));
}

export async function dictOptionList(ctx: AppContext, type: DictType) {
  let list: Option[];
  if (type === 'teacherStyle' || type === 'focusSkill')
    list = await tagOptions(ctx, TAG_GROUP[type]);
  else if (type === 'bookLevel') list = await bookLevelOptions(ctx.db);
  else list = FIXED[type] ?? [];
  return { list, total: list.length, page: 1, pageSize: Math.max(list.length, 1) };
}
