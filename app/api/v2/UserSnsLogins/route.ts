import { userSnsLogins } from '@/lib/tokens/account-endpoints';
import { apiHandler } from '@/lib/tokens/api-handler';

export const GET = apiHandler(userSnsLogins);
