import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from '@/lib/notifications/quiet-hours';

const japan = (start: string, end: string) => ({ start: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)), end: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)), timeZone: 'Asia/Tokyo' });

describe('quiet hours', () => {
  it('hold a notification due at night in Japan until the morning, across midnight', () => {
    // 23:30 in Tokyo is 14:30 UTC; 08:00 in Tokyo is 23:00 UTC.
    expect(quietHoursEnd(new Date('2026-12-29T14:30:00Z'), japan('22:00', '08:00'))?.toISOString()).toBe('2026-12-29T23:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-12-29T20:15:00Z'), japan('22:00', '08:00'))?.toISOString()).toBe('2026-12-29T23:00:00.000Z');
  });

  it('let one through outside them, at their end, and when there are none', () => {
    expect(quietHoursEnd(new Date('2026-12-29T23:00:00Z'), japan('22:00', '08:00'))).toBeNull();
    expect(quietHoursEnd(new Date('2026-12-29T05:00:00Z'), japan('22:00', '08:00'))).toBeNull();
    expect(quietHoursEnd(new Date('2026-12-29T05:00:00Z'), null)).toBeNull();
    expect(quietHoursEnd(new Date('2026-12-29T05:00:00Z'), japan('10:00', '10:00'))).toBeNull();
  });

  it('read a span within one day too, in the member’s time zone', () => {
    // 13:00 in Tokyo (04:00 UTC) inside 12:00-14:00: until 14:00 Tokyo, 05:00 UTC.
    expect(quietHoursEnd(new Date('2026-12-29T04:00:00Z'), japan('12:00', '14:00'))?.toISOString()).toBe('2026-12-29T05:00:00.000Z');
    expect(quietHoursEnd(new Date('2026-12-29T04:00:00Z'), { start: 12 * 60, end: 14 * 60, timeZone: 'UTC' })).toBeNull();
  });
});
