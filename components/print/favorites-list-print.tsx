import { genreName } from '@/lib/catalogue/facets';
import { formatWeekday } from '@/lib/catalogue/placement-text';
import { groupByDayAndHall, type PrintEntry } from '@/lib/print/print-favorites';
import { entryPlacement, printTranslations, type PrintContext } from './print-context';
import { PrintSwatch } from './print-swatch';
import { PrintCircleName } from './print-circle-name';

/** Print type 1: the favourites by day and hall, in placement order. */
export async function FavoritesListPrint({ entries, context }: { entries: PrintEntry[]; context: PrintContext }) {
  const { locale, query, colors } = context;
  const t = await printTranslations(locale);
  return groupByDayAndHall(entries).map((day) => (
    <section key={day.day} className="print-page" aria-labelledby={`print-day-${day.day}`}>
      <h2 id={`print-day-${day.day}`}>{t('dayHeading', { number: day.day, weekday: formatWeekday(locale, day.date) })}</h2>
      {day.halls.map((hall) => (
        <section key={hall.hall} aria-label={t('hallName', { area: t(`areas.${hall.area}`), number: hall.hallNumber })}>
          <h3>{t('hallName', { area: t(`areas.${hall.area}`), number: hall.hallNumber })}</h3>
          <table className="print-table">
            <thead>
              <tr>
                <th scope="col">{t('color')}</th>
                <th scope="col">{t('space')}</th>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('author')}</th>
                {query.prnGenre && <th scope="col">{t('genre')}</th>}
                {query.prnMemo && <th scope="col">{t('memo')}</th>}
              </tr>
            </thead>
            <tbody>
              {hall.entries.map((entry) => {
                const color = colors.get(entry.color);
                return (
                  <tr key={`${entry.circleId}:${entry.day}`}>
                    <td>
                      {color && <PrintSwatch color={color} />} {color?.label}
                    </td>
                    <td className="whitespace-nowrap">{entryPlacement(locale, entry)}</td>
                    <td>
                      <PrintCircleName entry={entry} />
                    </td>
                    <td>{entry.author}</td>
                    {query.prnGenre && <td>{`${entry.genre.code} ${genreName(entry.genre, locale)}`}</td>}
                    {query.prnMemo && <td className="whitespace-pre-line">{entry.memo}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  ));
}
