import { getFormatter, getTranslations } from 'next-intl/server';

export type EventDate = { number: number; date: Date };

/**
 * The event's days with their dates, from the event data. A day's date is a calendar date stored at
 * midnight UTC, so it is formatted in UTC: in the event's own zone it would not move, in others it would.
 */
export async function EventDates({ days, className }: { days: readonly EventDate[]; className?: string }) {
  const [t, format] = await Promise.all([getTranslations('EventDates'), getFormatter()]);
  if (days.length === 0) return null;
  return (
    <ul aria-label={t('label')} className={className}>
      {days.map((day) => (
        <li key={day.number}>
          {t('day', { day: day.number, dayDate: format.dateTime(day.date, { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }) })}
        </li>
      ))}
    </ul>
  );
}
