import { jsonHandler } from '@/lib/http/json-handler';
import { otherMethods } from '@/lib/http/route-methods';
import { exchangeSessionCookie } from '@/lib/tokens/exchange';

export const POST = jsonHandler((request) => exchangeSessionCookie(request));

export const { GET, HEAD, OPTIONS, PUT, DELETE, PATCH } = otherMethods(['POST']);
