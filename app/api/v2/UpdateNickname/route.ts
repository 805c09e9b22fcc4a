import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';
import { updateNicknameFromApi } from '@/lib/tokens/account-endpoints';

export const POST = jsonHandler(updateNicknameFromApi);

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
