import { otherMethods } from '@/lib/http/route-methods';
import { updateBirthDateFromApi } from '@/lib/tokens/account-endpoints';
import { apiHandler } from '@/lib/tokens/api-handler';

export const POST = apiHandler(updateBirthDateFromApi);

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
