import { NextRequest, NextResponse } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthdateSchema } from '@/lib/account/schemas';
import { createGuardStep } from '@/lib/auth/guard-step';
import { isAdult, type PermissionSubject } from '@/lib/auth/permissions';
import { exportFileName } from '@/lib/checklist/export-favorites';
import { japanInstant, todayInJapan } from '@/lib/time/japan-time';
import { openApiDocument } from '@/lib/tokens/openapi';

// Midnight in Tokyo on 26 November 2026 is 15:00 UTC on the 25th: one second apart, two different days.
const lastSecondOf25th = new Date('2026-11-25T14:59:59Z');
const firstSecondOf26th = new Date('2026-11-25T15:00:00Z');

// Turns 18 on 26 November 2026, in Japan.
const turnsEighteen: PermissionSubject = { roles: ['Platinum'], birthdate: '2008-11-26', showAdult: true };

afterEach(() => {
  vi.useRealTimers();
});

describe('today in Japan', () => {
  it('changes at midnight in Tokyo, not at midnight UTC', () => {
    expect(todayInJapan(lastSecondOf25th)).toBe('2026-11-25');
    expect(todayInJapan(firstSecondOf26th)).toBe('2026-11-26');
    expect(todayInJapan(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-26');
    expect(japanInstant('2026-11-26')).toEqual(firstSecondOf26th);
    expect(japanInstant('2026-11-25', '23:59')).toEqual(new Date('2026-11-25T14:59:00Z'));
  });

  it('decides the 18th birthday at midnight in Tokyo', () => {
    expect(isAdult(turnsEighteen, todayInJapan(lastSecondOf25th))).toBe(false);
    expect(isAdult(turnsEighteen, todayInJapan(firstSecondOf26th))).toBe(true);
  });

  it('lets the route guard send the user to the restriction page until then', async () => {
    const request = () => new NextRequest('http://localhost/circle/list');
    const guardAt = (now: Date) => createGuardStep(async () => turnsEighteen, () => now);
    const before = await guardAt(lastSecondOf25th)(request(), NextResponse.next());
    const after = await guardAt(firstSecondOf26th)(request(), NextResponse.next());
    expect(before.headers.get('location')).toMatch(/\/restriction$/);
    expect(after.headers.get('location')).toBeNull();
  });

  it('accepts a birthdate of today in Japan, not of tomorrow', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(lastSecondOf25th);
    expect(birthdateSchema.safeParse('2026-11-26').success).toBe(false);
    expect(birthdateSchema.safeParse('2026-11-25').success).toBe(true);
    vi.setSystemTime(firstSecondOf26th);
    expect(birthdateSchema.safeParse('2026-11-26').success).toBe(true);
  });

  it('states the latest birthdate of the API and dates the checklist export by the day in Japan', () => {
    const latest = (now: Date) => JSON.stringify(openApiDocument(now)).match(/"formatMaximum":"([\d-]+)"/)?.[1];
    expect(latest(lastSecondOf25th)).toBe('2026-11-25');
    expect(latest(firstSecondOf26th)).toBe('2026-11-26');
    expect(exportFileName('C999', 'utf-8', lastSecondOf25th)).toBe('checklist-C999-20261125.csv');
    expect(exportFileName('C999', 'utf-8', firstSecondOf26th)).toBe('checklist-C999-20261126.csv');
  });
});
