import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';
import { updateDisplayR18FromApi } from '@/lib/tokens/account-endpoints';

export const POST = jsonHandler(updateDisplayR18FromApi);

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
