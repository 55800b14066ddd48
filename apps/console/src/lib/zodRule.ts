import type { z } from 'zod';

/**
 * An antd Form rule from a contract schema (the console's forms validate with the same zod the
 * server does): `rules={[zodRule(inviteStaff.input.shape.phone, t('…'))]}`.
 */
export function zodRule(schema: z.ZodType, message: string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (!schema.safeParse(value).success) throw new Error(message);
    },
  };
}
