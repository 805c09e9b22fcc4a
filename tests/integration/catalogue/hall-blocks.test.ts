import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appOrigin } from '@/tests/support/auth-test-context';
import { withRequestHeaders } from '@/tests/support/request-scope';
import { startRouteTestContext, type RouteTestContext } from '@/tests/support/route-test-context';
import { writeSmallEvent } from '@/tests/support/small-event';

vi.mock('next/headers', () => import('@/tests/support/request-scope'));

// Issue 34, item 6: the phone's filter sheet asks for the blocks of the hall just chosen, so that its
// block select follows the hall before the filters are applied.

let context: RouteTestContext;

beforeAll(async () => {
  context = await startRouteTestContext();
  await writeSmallEvent(context.database.db);
});

afterAll(async () => {
  await context?.stop();
});

async function blocksOf(hall: string, locale: string, member = true): Promise<{ status: number; body: unknown }> {
  const { GET } = await import('@/app/api/catalogue/blocks/route');
  const request = new Request(`${appOrigin}/api/catalogue/blocks?hall=${encodeURIComponent(hall)}`, { headers: { cookie: `locale=${locale}` } });
  const headers = member ? await context.memberHeaders(request.headers) : request.headers;
  const response = await withRequestHeaders(headers, () => GET(request));
  return { status: response.status, body: await response.json() };
}

describe('the blocks of a hall', () => {
  it('are the hall’s blocks, after the placeholder that offers them all', async () => {
    const { status, body } = await blocksOf('E7', 'en');
    expect(status).toBe(200);
    expect(body).toEqual({ placeholder: 'All blocks', blocks: [{ value: expect.any(String), label: expect.stringContaining('ヨ') }] });
  });

  it('are none for no hall or a hall the event does not have, with the placeholder that asks for a hall', async () => {
    const none = await blocksOf('', 'en');
    const unknown = await blocksOf('W4', 'en');
    const unreadable = await blocksOf('<x>', 'en');
    for (const answer of [none, unknown, unreadable]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ blocks: [] });
    }
    expect((none.body as { placeholder: string }).placeholder).not.toBe('All blocks');
  });

  it('are refused to a visitor without the plan, as the list is', async () => {
    const { status } = await blocksOf('E7', 'en', false);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  });
});
