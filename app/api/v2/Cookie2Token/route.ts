import { apiHandler } from '@/lib/tokens/api-handler';
import { exchangeSessionCookie } from '@/lib/tokens/exchange';

export const POST = apiHandler((request) => exchangeSessionCookie(request));
