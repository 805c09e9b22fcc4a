import 'server-only';
import type { KnownRole } from '@/lib/auth/roles';
import type { CurrentUser } from '@/lib/auth/session-user';

/** The user info, field names as the browser code of the older catalogue reads them. */
export interface UserInfo {
  sub: string;
  nickname: string;
  email: string | null;
  email_verified: boolean;
  /** Seconds since the epoch. */
  updated_at: number;
  circlems_r18: 0 | 1;
  birthdate: string | null;
  roles: KnownRole[];
}

export function toUserInfo(user: CurrentUser): UserInfo {
  return {
    sub: user.id,
    nickname: user.nickname,
    email: user.email,
    email_verified: user.emailVerified,
    updated_at: Math.floor(user.updatedAt.getTime() / 1000),
    circlems_r18: user.showAdult ? 1 : 0,
    birthdate: user.birthdate,
    roles: user.roles,
  };
}
