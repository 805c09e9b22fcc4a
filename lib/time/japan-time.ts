// The convention is held in Japan and its rules follow the calendar there: a visitor turns 18 at midnight
// in Tokyo wherever they are, and "today" for an age, a campaign or a plan is today in Tokyo. Every
// calendar day the server decides with comes from here (decision 024).

/** The event's time zone. Japan keeps no daylight saving time, so it is always UTC+09:00. */
export const eventTimeZone = 'Asia/Tokyo';

/** A date without time or zone, `YYYY-MM-DD`. */
export type CalendarDate = string;

const japanDate = new Intl.DateTimeFormat('en-CA', { timeZone: eventTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Japan. */
export function todayInJapan(now: Date = new Date()): CalendarDate {
  return japanDate.format(now);
}

/** The instant of a wall-clock time (`HH:MM`) on a date in Japan. */
export function japanInstant(date: CalendarDate, time: string = '00:00'): Date {
  return new Date(`${date}T${time}:00+09:00`);
}
