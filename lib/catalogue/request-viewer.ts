import 'server-only';
import { mayViewAdult } from '@/lib/auth/permissions';
import { currentUserFromRequest } from '@/lib/auth/request-session';
import { todayInJapan } from '@/lib/time/japan-time';

/**
 * Whether the session cookie of `request` belongs to a member who may see adult content (18 or over
 * and opted in). For handlers the proxy does not run on, such as `/cuts/`, which read the session themselves.
 */
export async function requestMayViewAdult(request: Request): Promise<boolean> {
  const user = await currentUserFromRequest(request);
  return user !== null && mayViewAdult(user, todayInJapan());
}
