import { otherMethods } from '@/lib/http/route-methods';
import { userInfo } from '@/lib/tokens/account-endpoints';
import { apiHandler } from '@/lib/tokens/api-handler';

export const POST = apiHandler(userInfo);
export const GET = POST;

export const { OPTIONS, PUT, DELETE, PATCH } = otherMethods(['GET', 'POST']);
