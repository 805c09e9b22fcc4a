import { legacySearchTarget } from '@/lib/catalogue/legacy-search';
import { rawSearchParams } from '@/lib/catalogue/list-query';
import { otherMethods } from '@/lib/http/route-methods';

/**
 * Links of the older catalogue (`/search/result?c.Keyword=…`) open the same search on the circle list.
 * Permanent: the mapping of the old keys does not change. The target page checks the plan itself.
 */
export function GET(request: Request): Response {
  const target = legacySearchTarget(rawSearchParams(new URL(request.url).searchParams));
  return new Response(null, { status: 308, headers: { Location: target, 'Cache-Control': 'no-store' } });
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
