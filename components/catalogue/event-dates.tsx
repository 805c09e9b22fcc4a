import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { perLocale } from '@/lib/i18n/per-locale';

export type EventDate = { number: number; date: Date };

// The label and each day's text depend on the language and the day alone: made once, not on every list
// request (each formatting made its own date formatter).
const texts = perLocale(async (locale) => {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'EventDates' }), getFormatter({ locale })]);
  const days = new Map<string, string>();
  return {
    label: t('label'),
    day(day: EventDate): string {
      const key = `${day.number} ${day.date.toISOString()}`;
      let text = days.get(key);
      if (text === undefined) {
        // A day's date is a calendar date stored at midnight UTC, so it is formatted in UTC: in the
        // event's own zone it would not move, in others it would.
        text = t('day', { day: day.number, dayDate: format.dateTime(day.date, { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }) });
        days.set(key, text);
      }
      return text;
    },
  };
});

/** The event's days with their dates, from the event data. */
export async function EventDates({ days, className }: { days: readonly EventDate[]; className?: string }) {
  if (days.length === 0) return null;
  const t = await texts((await getLocale()) as AppLocale);
  return (
    <ul aria-label={t.label} className={className}>
      {days.map((day) => (
        <li key={day.number}>{t.day(day)}</li>
      ))}
    </ul>
  );
}
