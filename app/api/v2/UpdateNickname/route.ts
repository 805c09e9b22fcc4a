import { otherMethods } from '@/lib/http/route-methods';
import { updateNicknameFromApi } from '@/lib/tokens/account-endpoints';
import { apiHandler } from '@/lib/tokens/api-handler';

export const POST = apiHandler(updateNicknameFromApi);

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
