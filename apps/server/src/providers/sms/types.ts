import type { SmsPurpose } from '@school/contract/api/basic';
import type { NotificationEvent } from '@school/contract/api/notifications';

/**
 * What a code is for: the families' purposes, the console's second factor (`staff`, sent only
 * after the right password) and the console's first or forgotten password (`staffReset`).
 */
export type CodePurpose = SmsPurpose | 'staff' | 'staffReset';

/**
 * What an SMS notice is about: the families' and teachers' events, and `staff_factor_locked`
 * (a staff member's second factor was locked after 10 wrong codes, issue 25).
 */
export type SmsNoticeEvent = NotificationEvent | 'staff_factor_locked';

/** A notification by SMS (issue #18): the event's approved template and its variables. */
export interface SmsNotice {
  event: SmsNoticeEvent;
  /** The template's variables (Aliyun `TemplateParam`). */
  params: Record<string, string>;
  /** The whole text, as the outbox shows it. */
  text: string;
}

/**
 * Sends verification codes and notifications by SMS. Implementations: the built-in outbox,
 * Aliyun SMS.
 */
export interface SmsSender {
  readonly name: string;
  send(phone: string, code: string, purpose: CodePurpose): Promise<void>;
  /** Whether a template is set up for this event (a notice without one is not sent by SMS). */
  hasNoticeTemplate(event: SmsNoticeEvent): boolean;
  sendNotice(phone: string, notice: SmsNotice): Promise<void>;
}
