import { getConfig } from '@/lib/config/get-config';
import { openApiDocument } from '@/lib/tokens/openapi';

export function GET(): Response {
  return Response.json(openApiDocument(getConfig().origin));
}
