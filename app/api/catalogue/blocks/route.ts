import { cookies, headers } from 'next/headers';
import { hallBlockOptions } from '@/components/catalogue/circle-filter-props';
import { requirePlan } from '@/lib/auth/guards';
import { getCatalogueIndex } from '@/lib/catalogue/catalogue-index-instance';
import { parseHallBlocksQuery } from '@/lib/catalogue/hall-blocks-query';
import { errorResponse } from '@/lib/errors';
import { otherMethods } from '@/lib/http/route-methods';
import { resolveLocale } from '@/lib/i18n/detect-locale';
import { localeCookie } from '@/lib/i18n/locales';

/** The blocks of one hall in the reader's language, for the phone's filter sheet when its hall changes. */
export async function GET(request: Request): Promise<Response> {
  try {
    // The list's own requirement: its filters are the list's.
    await requirePlan();
    const { hall } = parseHallBlocksQuery(new URL(request.url).searchParams);
    const [index, cookieStore, headerList] = await Promise.all([getCatalogueIndex(), cookies(), headers()]);
    const locale = resolveLocale({ cookie: cookieStore.get(localeCookie.name)?.value, acceptLanguage: headerList.get('accept-language') });
    const options = await hallBlockOptions(index.facets, hall, locale);
    return Response.json(options, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
