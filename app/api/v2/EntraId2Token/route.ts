import { apiHandler } from '@/lib/tokens/api-handler';
import { exchangeIdentityProviderToken } from '@/lib/tokens/exchange';

export const POST = apiHandler((request) => exchangeIdentityProviderToken(request));
