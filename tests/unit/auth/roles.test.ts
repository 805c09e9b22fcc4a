import { describe, expect, it } from 'vitest';
import { activeRoles, displayStatus, filterKnownRoles } from '@/lib/auth/roles';
import { ageOn, calendarDateFromDb, parseCalendarDate } from '@/lib/time/calendar-date';
import { todayInJapan } from '@/lib/time/japan-time';

describe('filterKnownRoles', () => {
  it('keeps Platinum and Bronze in any spelling, once each, and drops the rest', () => {
    expect(filterKnownRoles(['BRONZE', 'Admin', 'platinum', 'Bronze', 7, null, ' Platinum '])).toEqual(['Bronze', 'Platinum']);
    expect(filterKnownRoles([])).toEqual([]);
  });
});

describe('displayStatus', () => {
  it('is the first role of the known list the user holds', () => {
    expect(displayStatus(['Bronze', 'Platinum'])).toBe('Platinum');
    expect(displayStatus(['Bronze'])).toBe('Bronze');
    expect(displayStatus([])).toBeNull();
  });
});

describe('activeRoles', () => {
  it('drops expired grants and unknown roles from database rows', () => {
    const now = new Date('2025-08-31T15:00:00Z');
    const grants = [
      { role: 'BRONZE', expiresAt: null },
      { role: 'PLATINUM', expiresAt: new Date('2025-08-31T14:59:00Z') },
      { role: 'GOLD', expiresAt: null },
    ];
    expect(activeRoles(grants, now)).toEqual(['Bronze']);
    expect(activeRoles(grants, new Date('2025-08-01T00:00:00Z'))).toEqual(['Platinum', 'Bronze']);
  });
});

describe('calendar dates', () => {
  it('rejects dates that do not exist', () => {
    expect(parseCalendarDate('2023-02-29')).toBeUndefined();
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2024-2-9')).toBeUndefined();
    expect(ageOn('not a date', '2024-01-01')).toBeUndefined();
  });

  it('takes "today" in Tokyo, where the day starts nine hours before UTC', () => {
    expect(todayInJapan(new Date('2025-08-15T14:59:59Z'))).toBe('2025-08-15');
    expect(todayInJapan(new Date('2025-08-15T15:00:00Z'))).toBe('2025-08-16');
  });

  it('reads DATE columns without shifting the day', () => {
    expect(calendarDateFromDb(new Date('1990-04-01T00:00:00.000Z'))).toBe('1990-04-01');
    expect(calendarDateFromDb(null)).toBeNull();
  });
});
