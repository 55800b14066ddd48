import type { FieldErrorData } from '@school/contract/errors';

/**
 * A 1001 says which input field it is about in `data` (decision 0015): `data.field` is the first
 * field, `data.errors` every field with its own message, and `message` is text for people with no
 * API field name in it, so an app can show it under that field and anyone else can show it as is.
 * Field paths are dot-separated (`entries.14.start`), as a form library names nested fields.
 */

/** `entries[14]` and `entries/14` both become `entries.14`. */
export const fieldPath = (raw: string) =>
  raw
    .replace(/\[(\d+)\]/g, '.$1')
    .replaceAll('/', '.')
    .replace(/^\.+/, '');

/**
 * Older messages start with the field ("code: 验证码错误", "参数错误 entries[3]: …"): split them
 * into the field and the text for people. Null when the message names no field.
 */
export function splitFieldMessage(message: string): { field: string; text: string } | null {
  const m =
    /^(?:参数错误\s*|Invalid input\s*)?([A-Za-z][\w]*(?:\[\d+\]|\.[\w]+|\/[\w]+)*):\s*(.+)$/s.exec(
      message.trim(),
    );
  if (!m) return null;
  // "from/to: …" names two fields; the first is where a form shows it.
  return { field: fieldPath(m[1]!.split('/')[0]!), text: m[2]!.trim() };
}

/** Names people read for the fields of the app's forms. */
const LABELS: Record<string, { zh: string; en: string }> = {
  phone: { zh: '手机号', en: 'phone number' },
  code: { zh: '验证码', en: 'verification code' },
  password: { zh: '密码', en: 'password' },
  oldPassword: { zh: '原密码', en: 'current password' },
  ticket: { zh: '验证结果', en: 'verification' },
  agreed: { zh: '协议确认', en: 'agreement' },
  name: { zh: '英文名', en: 'English name' },
  nickname: { zh: '昵称', en: 'nickname' },
  birth: { zh: '生日', en: 'birth date' },
  sex: { zh: '性别', en: 'sex' },
  avatar: { zh: '头像', en: 'avatar' },
  content: { zh: '内容', en: 'text' },
  entries: { zh: '时间段', en: 'time range' },
  start: { zh: '开始时间', en: 'start time' },
  durationMinutes: { zh: '时长', en: 'duration' },
  weekday: { zh: '星期', en: 'weekday' },
  quantity: { zh: '数量', en: 'quantity' },
  stars: { zh: '评分', en: 'rating' },
  keyword: { zh: '搜索词', en: 'search words' },
};

/** The name people know a field by, or null for a field no form shows. */
export function fieldLabel(field: string): { zh: string; en: string } | null {
  const parts = field.split('.').filter((p) => !/^\d+$/.test(p));
  for (const p of parts.reverse()) if (LABELS[p]) return LABELS[p];
  return null;
}

/** The envelope's `data` of a 1001 about these fields. */
export const fieldErrorData = (errors: { field: string; message: string }[]): FieldErrorData => ({
  field: errors[0]?.field ?? '',
  errors,
});
