import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';
import { userInfo } from '@/lib/tokens/account-endpoints';

export const POST = jsonHandler(userInfo);
export const GET = POST;

export const { OPTIONS, PUT, DELETE, PATCH } = otherMethods(['GET', 'POST']);
