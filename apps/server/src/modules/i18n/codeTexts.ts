import type { REVIEW_TAGS } from '@school/contract/api/teachers';

/**
 * English of the fixed option lists the server holds in code (dictData's sex, teacher sex,
 * cancel reasons, feedback types; review tags). A row of `school_texts` with the same Chinese
 * overrides these, so a school can still reword them.
 */
const REVIEW_TAGS_EN: Record<(typeof REVIEW_TAGS)[number], string> = {
  耐心: 'Patient',
  有趣: 'Fun',
  发音标准: 'Clear pronunciation',
  互动多: 'Lots of interaction',
  准时: 'On time',
  鼓励孩子: 'Encouraging',
};

export const CODE_TEXTS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(REVIEW_TAGS_EN),
  ['男孩', 'Boy'],
  ['女孩', 'Girl'],
  ['不限', 'Any'],
  ['男老师', 'Male teacher'],
  ['女老师', 'Female teacher'],
  ['时间冲突', 'Schedule clash'],
  ['孩子身体不适', 'My child is unwell'],
  ['网络或设备问题', 'Network or device problem'],
  ['想换一位老师', 'I want another teacher'],
  ['其他原因', 'Other reason'],
  ['功能异常', 'Something does not work'],
  ['产品建议', 'Suggestion'],
  ['课程与老师', 'Lessons and teachers'],
  ['订单与支付', 'Orders and payment'],
  ['其他', 'Other'],
  ['老师缺席补偿', 'Teacher absence compensation'],
  // Credits granted in the console (credits/consoleService.ts).
  ['补偿课时', 'Compensation credits'],
  ['赠送课时', 'Gift credits'],
  ['退还时已过期', 'Expired when returned'],
  // Ledger notes written when the credit changed (credits/service.ts, correctionService.ts): a
  // family reads them in its own language (decision 0019).
  [
    '开课前 24 小时内取消，课时不退',
    'Cancelled less than 24 hours before the start: the credit is spent',
  ],
  ['学校更正出勤', 'Attendance corrected by the school'],
  ['学员***', 'Student***'],
  ['外教一对一英语课', 'One-to-one English lesson'],
]);
