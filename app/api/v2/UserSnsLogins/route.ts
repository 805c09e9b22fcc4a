import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';
import { userSnsLogins } from '@/lib/tokens/account-endpoints';

export const GET = jsonHandler(userSnsLogins);

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
