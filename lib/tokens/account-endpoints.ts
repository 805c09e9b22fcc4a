import 'server-only';
import { updateBirthdate, updateShowAdult } from '@/lib/account/birthdate';
import { updateNickname } from '@/lib/account/profile';
import { listSignInMethods, type SignInMethod } from '@/lib/account/sign-in-methods';
import { loadCurrentUser } from '@/lib/auth/session-user';
import { AppError, parseOrThrow } from '@/lib/errors';
import { requireApiUser } from './bearer';
import { readJsonObject } from './request-body';
import { birthDateBody, displayR18Body, nicknameBody } from './request-schemas';
import { toUserInfo, type UserInfo } from './user-info';

async function freshUserInfo(userId: string): Promise<UserInfo> {
  const user = await loadCurrentUser(userId);
  if (!user) throw new AppError('unauthenticated', 'Errors.auth.tokenRevoked');
  return toUserInfo(user);
}

export async function userInfo(request: Request): Promise<UserInfo> {
  return toUserInfo(await requireApiUser(request));
}

/** The update calls answer with the user info as it now is, so the client needs no second call. */
export async function updateNicknameFromApi(request: Request): Promise<UserInfo> {
  const user = await requireApiUser(request);
  await updateNickname(user.id, parseOrThrow(nicknameBody, await readJsonObject(request)));
  return freshUserInfo(user.id);
}

export async function updateBirthDateFromApi(request: Request): Promise<UserInfo> {
  const user = await requireApiUser(request);
  const { birthDate } = parseOrThrow(birthDateBody, await readJsonObject(request));
  await updateBirthdate(user.id, { birthdate: birthDate }, 'API');
  return freshUserInfo(user.id);
}

export async function updateDisplayR18FromApi(request: Request): Promise<UserInfo> {
  const user = await requireApiUser(request);
  const { displayR18 } = parseOrThrow(displayR18Body, await readJsonObject(request));
  await updateShowAdult(user.id, { showAdult: displayR18 });
  return freshUserInfo(user.id);
}

export async function userSnsLogins(request: Request): Promise<{ userSnsAuths: SignInMethod[] }> {
  const user = await requireApiUser(request);
  return { userSnsAuths: await listSignInMethods(user.id) };
}
