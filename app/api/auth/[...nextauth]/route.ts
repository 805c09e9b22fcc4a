import { NextRequest } from 'next/server';
import { POST as authPost } from '@/lib/auth/route-handlers';
import { errorResponse } from '@/lib/errors';
import { readBodyBytes } from '@/lib/http/read-body';
import { otherMethods } from '@/lib/http/route-methods';

export { GET } from '@/lib/auth/route-handlers';

/** Auth.js reads its form posts (sign-in, sign-out, CSRF) whole; they are a few short fields. */
const AUTH_BODY_MAX_BYTES = 16 * 1024;

export async function POST(request: NextRequest): Promise<Response> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyBytes(request, AUTH_BODY_MAX_BYTES);
  } catch (error) {
    return errorResponse(error);
  }
  return authPost(new NextRequest(request, { body }));
}

export const { OPTIONS, PUT, DELETE, PATCH } = otherMethods(['GET', 'POST']);
