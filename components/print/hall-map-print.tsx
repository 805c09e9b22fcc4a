import { formatWeekday } from '@/lib/catalogue/placement-text';
import type { MapRect } from '@/lib/map/map-day';
import type { PrintHallMap } from '@/lib/print/print-hall-maps';
import { entryPlacement, printTranslations, type PrintContext } from './print-context';
import { PrintSwatch } from './print-swatch';
import { PrintCircleName } from './print-circle-name';

const MARGIN = 300;

function Rect({ rect, ...props }: { rect: MapRect } & React.SVGProps<SVGRectElement>) {
  const [x, y, width, height] = rect;
  return <rect x={x} y={y} width={width} height={height} {...props} />;
}

/** Print type 2: each hall with the user's colours marked and numbered, a legend below; one hall a page. */
export async function HallMapPrint({ maps, context }: { maps: PrintHallMap[]; context: PrintContext }) {
  const { locale, colors } = context;
  const t = await printTranslations(locale);
  return maps.map((map) => {
    const [x, y, width, height] = map.rect;
    const title = t('hallMapHeading', {
      number: map.day,
      weekday: formatWeekday(locale, map.date),
      hall: t('hallName', { area: t(`areas.${map.area}`), number: map.hallNumber }),
    });
    return (
      <section key={`${map.day}:${map.hall}`} className="print-page" aria-label={title}>
        <h2>{title}</h2>
        <svg className="print-map" viewBox={`${x - MARGIN} ${y - MARGIN} ${width + 2 * MARGIN} ${height + 2 * MARGIN}`} role="img" aria-label={title}>
          <Rect rect={map.rect} fill="#fff" stroke="#000" strokeWidth={40} />
          {map.blocks.map((block) =>
            block.outlines.map((outline, part) => (
              <g key={`${block.name}:${part}`}>
                <Rect rect={outline} fill="#eee" stroke="#444" strokeWidth={12} />
                {part === 0 && (
                  <text x={outline[0] + outline[2] / 2} y={outline[1] - 60} fontSize={220} textAnchor="middle" fontWeight={700}>
                    {block.name}
                  </text>
                )}
              </g>
            )),
          )}
          {map.spaces.map((space, at) => (
            <Rect key={at} rect={space} fill="none" stroke="#999" strokeWidth={3} />
          ))}
          {map.entries.map((entry, number) =>
            entry.rects.map((rect, part) => (
              <g key={`${entry.circleId}:${part}`}>
                <Rect rect={rect} fill={colors.get(entry.color)?.hex ?? '#000'} stroke="#000" strokeWidth={10} />
                {part === 0 && (
                  <text x={rect[0] + rect[2] / 2} y={rect[1] - 30} fontSize={200} textAnchor="middle" fontWeight={700} stroke="#fff" strokeWidth={40} paintOrder="stroke">
                    {number + 1}
                  </text>
                )}
              </g>
            )),
          )}
        </svg>
        {map.entries.length > 0 && (
          <table className="print-table">
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('color')}</th>
                <th scope="col">{t('space')}</th>
                <th scope="col">{t('name')}</th>
              </tr>
            </thead>
            <tbody>
              {map.entries.map((entry, number) => {
                const color = colors.get(entry.color);
                return (
                  <tr key={entry.circleId}>
                    <td>{number + 1}</td>
                    <td>{color && <PrintSwatch color={color} />}</td>
                    <td className="whitespace-nowrap">{entryPlacement(locale, entry)}</td>
                    <td>
                      <PrintCircleName entry={entry} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    );
  });
}
