// Quiet hours: a notification due inside them waits until they end. Minutes after midnight in the
// member's time zone (Japan's unless they chose another), start and end alike; a span past midnight
// (22:00 to 08:00) is the usual case.

export type QuietHours = { start: number; end: number; timeZone: string };

const MINUTES_A_DAY = 24 * 60;

function minutesInZone(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** When the quiet hours around `now` end, or null when `now` is outside them (or they are empty). */
export function quietHoursEnd(now: Date, quiet: QuietHours | null): Date | null {
  if (!quiet || quiet.start === quiet.end) return null;
  const minute = minutesInZone(now, quiet.timeZone);
  const inside = quiet.start < quiet.end ? minute >= quiet.start && minute < quiet.end : minute >= quiet.start || minute < quiet.end;
  if (!inside) return null;
  const wait = (quiet.end - minute + MINUTES_A_DAY) % MINUTES_A_DAY;
  const end = new Date(now.getTime() + wait * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}
