import { otherMethods } from '@/lib/http/route-methods';
import { openApiDocument } from '@/lib/tokens/openapi';

export function GET(): Response {
  return Response.json(openApiDocument());
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
