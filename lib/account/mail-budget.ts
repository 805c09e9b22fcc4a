import 'server-only';
import { hitRateLimit } from '@/lib/rate-limit';
import { mailPerRecipientDaily, mailPerRecipientHourly } from '@/lib/rate-limit/policies';

/**
 * Counts one account mail to `email` (already normalised by `emailSchema`) and tells whether it may go
 * out. Callers drop the mail silently when not: a refusal the requester could see would differ between
 * addresses with and without an account, and the person flooded is not the one asking.
 */
export async function mayMailRecipient(email: string, now: Date = new Date()): Promise<boolean> {
  const results = await Promise.all([hitRateLimit(mailPerRecipientHourly, email, now), hitRateLimit(mailPerRecipientDaily, email, now)]);
  return results.every((result) => result.allowed);
}
