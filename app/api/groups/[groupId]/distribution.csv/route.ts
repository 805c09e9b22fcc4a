import { getTranslations } from 'next-intl/server';
import { errorResponse } from '@/lib/errors';
import { distributionCsv } from '@/lib/groups/group-endpoints';
import { otherMethods } from '@/lib/http/route-methods';

type Context = { params: Promise<{ groupId: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  try {
    const t = await getTranslations('Groups.csv');
    const keys = ['member', 'from', 'circle', 'item', 'quantity', 'yen', 'hidden', 'pays', 'to'] as const;
    const text = await distributionCsv((await params).groupId, Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>);
    return new Response(`\uFEFF${text}`, {
      headers: { 'Content-Type': 'text/csv; charset=UTF-8', 'Content-Disposition': 'attachment; filename="group-distribution.csv"', 'Cache-Control': 'private, no-store' },
    });
  } catch (error) {
    return errorResponse(error);
  }
}

export const { OPTIONS, POST, PUT, DELETE, PATCH } = otherMethods(['GET']);
