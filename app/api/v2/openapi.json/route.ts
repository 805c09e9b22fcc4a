import { getConfig } from '@/lib/config/get-config';
import { otherMethods } from '@/lib/http/route-methods';
import { openApiDocument } from '@/lib/tokens/openapi';

export function GET(): Response {
  return Response.json(openApiDocument(getConfig().origin));
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
