import { otherMethods } from '@/lib/http/route-methods';
import { apiHandler } from '@/lib/tokens/api-handler';
import { exchangeSessionCookie } from '@/lib/tokens/exchange';

export const POST = apiHandler((request) => exchangeSessionCookie(request));

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
