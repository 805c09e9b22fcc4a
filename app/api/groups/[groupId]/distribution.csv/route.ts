import { cookies, headers } from 'next/headers';
import { errorResponse } from '@/lib/errors';
import { distributionCsv } from '@/lib/groups/group-endpoints';
import { otherMethods } from '@/lib/http/route-methods';
import { resolveLocale } from '@/lib/i18n/detect-locale';
import { localeCookie } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

type Context = { params: Promise<{ groupId: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  try {
    // The headings in the member's language: the locale cookie, else the browser's languages.
    const locale = resolveLocale({ cookie: (await cookies()).get(localeCookie.name)?.value, acceptLanguage: (await headers()).get('accept-language') });
    const text = await distributionCsv((await params).groupId, (await loadMessages(locale)).Groups.csv);
    return new Response(`\uFEFF${text}`, {
      headers: { 'Content-Type': 'text/csv; charset=UTF-8', 'Content-Disposition': 'attachment; filename="group-distribution.csv"', 'Cache-Control': 'private, no-store' },
    });
  } catch (error) {
    return errorResponse(error);
  }
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
