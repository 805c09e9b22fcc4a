import 'server-only';
import { getConfig } from '@/lib/config/get-config';
import { defaultLocale, type AppLocale } from '@/lib/i18n/locales';
import { composeMail, sendMail } from '@/lib/mail';
import { clientAddress, enforceRateLimits } from '@/lib/rate-limit';
import { inquiryPerAddress, inquiryPerMember } from '@/lib/rate-limit/policies';
import type { Inquiry } from './inquiry-schema';

export interface InquirySender {
  /** The signed-in member, or null for a visitor. */
  memberId: string | null;
  /** The language the sender reads the site in, so the reply can be written in it. */
  locale: AppLocale;
  headers: Headers;
  now?: Date;
}

/**
 * Mails a validated inquiry to the operator's address (the outbox folder when no SMTP server is set),
 * with a Reply-To of the sender. Throws a `rateLimited` AppError past the limits, before anything is sent.
 */
export async function sendInquiry(inquiry: Inquiry, sender: InquirySender): Promise<void> {
  await enforceRateLimits(
    [
      { policy: inquiryPerAddress, subject: clientAddress(sender.headers) },
      ...(sender.memberId ? [{ policy: inquiryPerMember, subject: sender.memberId }] : []),
    ],
    sender.now,
  );
  // The operator's mail is in the site's base language whatever the sender's; the sender's is named inside.
  const mail = composeMail('inquiry', defaultLocale, getConfig().inquiryMailTo, {
    topic: inquiry.topic,
    name: inquiry.name,
    email: inquiry.email,
    memberId: sender.memberId,
    language: sender.locale,
    message: inquiry.message,
  });
  await sendMail({ ...mail, replyTo: inquiry.email });
}
