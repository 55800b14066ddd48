import type { CodePurpose, SmsNotice, SmsSender } from './types.ts';

export interface OutboxMessage {
  phone: string;
  code: string;
  purpose: CodePurpose;
  sentAt: string;
}

/**
 * The built-in SMS provider for development and demos: nothing leaves the machine. Codes are
 * logged and kept (the latest 20 per phone) for `GET /api/dev/sms-outbox`.
 */
export class OutboxSms implements SmsSender {
  readonly name = 'outbox';
  private readonly byPhone = new Map<string, OutboxMessage[]>();

  private readonly noticesByPhone = new Map<string, (SmsNotice & { sentAt: string })[]>();

  constructor(
    private readonly log?: (msg: OutboxMessage) => void,
    private readonly logNotice?: (phone: string, notice: SmsNotice) => void,
  ) {}

  hasNoticeTemplate() {
    return true;
  }

  /** Notifications (issue #18) are kept apart from codes: tests read the latest code first. */
  async sendNotice(phone: string, notice: SmsNotice) {
    const list = this.noticesByPhone.get(phone) ?? [];
    list.unshift({ ...notice, sentAt: new Date().toISOString() });
    this.noticesByPhone.set(phone, list.slice(0, 20));
    if (this.noticesByPhone.size > 10_000)
      this.noticesByPhone.delete(this.noticesByPhone.keys().next().value!);
    this.logNotice?.(phone, notice);
  }

  notices(phone: string) {
    return this.noticesByPhone.get(phone) ?? [];
  }

  async send(phone: string, code: string, purpose: CodePurpose) {
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
