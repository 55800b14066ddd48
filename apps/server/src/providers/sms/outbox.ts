import type { SmsPurpose } from '@school/contract/api/basic';
import type { SmsSender } from './types.ts';

export interface OutboxMessage {
  phone: string;
  code: string;
  purpose: SmsPurpose;
  sentAt: string;
}

/**
 * The built-in SMS provider for development and demos: nothing leaves the machine. Codes are
 * logged and kept (the latest 20 per phone) for `GET /api/dev/sms-outbox`.
 */
export class OutboxSms implements SmsSender {
  readonly name = 'outbox';
  private readonly byPhone = new Map<string, OutboxMessage[]>();

  constructor(private readonly log?: (msg: OutboxMessage) => void) {}

  async send(phone: string, code: string, purpose: SmsPurpose) {
    const msg = { phone, code, purpose, sentAt: new Date().toISOString() };
    const list = this.byPhone.get(phone) ?? [];
    list.unshift(msg);
    this.byPhone.set(phone, list.slice(0, 20));
    if (this.byPhone.size > 10_000) this.byPhone.delete(this.byPhone.keys().next().value!);
    this.log?.(msg);
  }

  latest(phone: string): OutboxMessage[] {
    return this.byPhone.get(phone) ?? [];
  }
}
