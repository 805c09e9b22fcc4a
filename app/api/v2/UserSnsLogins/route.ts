import { otherMethods } from '@/lib/http/route-methods';
import { userSnsLogins } from '@/lib/tokens/account-endpoints';
import { apiHandler } from '@/lib/tokens/api-handler';

export const GET = apiHandler(userSnsLogins);

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
