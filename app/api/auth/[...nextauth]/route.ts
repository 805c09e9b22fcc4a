import { otherMethods } from '@/lib/http/route-methods';
export { GET, POST } from '@/lib/auth/route-handlers';

export const { OPTIONS, PUT, DELETE, PATCH } = otherMethods(['GET', 'POST']);
