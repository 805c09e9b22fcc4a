import { otherMethods } from '@/lib/http/route-methods';
import { updateDisplayR18FromApi } from '@/lib/tokens/account-endpoints';
import { apiHandler } from '@/lib/tokens/api-handler';

export const POST = apiHandler(updateDisplayR18FromApi);

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
