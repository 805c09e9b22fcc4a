import 'server-only';
import { plannedSpend } from '@/lib/plan/budget';
import type { PlanDayData } from '@/lib/plan/plan-day-data';
import { planInOrder } from '@/lib/plan/plan-in-order';
import { printTranslations, type PrintContext } from './print-context';
import { PrintSwatch } from './print-swatch';
import { PrintCircleName } from './print-circle-name';

const MARGIN = 4;

/**
 * Print type 4: the plan's walk of one day, a numbered list with a box to tick at each stop, then the
 * halls the walk passes through with the route drawn as a numbered line (hall outlines only).
 */
export async function RouteSheetPrint({ plan, context }: { plan: PlanDayData; context: PrintContext }) {
  const { locale, colors } = context;
  const t = await printTranslations(locale);
  const stops = planInOrder(plan);
  const yen = new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY' });
  const halls = plan.halls.filter((hall) => hall.hasStops);
  const left = Math.min(...halls.map((hall) => hall.rect[0])) - MARGIN;
  const top = Math.min(...halls.map((hall) => hall.rect[1])) - MARGIN;
  const right = Math.max(...halls.map((hall) => hall.rect[0] + hall.rect[2])) + MARGIN;
  const bottom = Math.max(...halls.map((hall) => hall.rect[1] + hall.rect[3])) + MARGIN;
  const scale = Math.max(right - left, bottom - top) / 100;
  const total = stops.reduce((sum, stop) => sum + plannedSpend(stop), 0);
  const day = plan.days.find((option) => option.day === plan.day);
  const entrance = plan.halls.find((hall) => hall.key === plan.entranceHall)?.name ?? '';

  return (
    <section className="print-page" aria-label={t('typeRoute')}>
      <h2>{t('routeHeading', { number: plan.day, weekday: day?.label ?? '', hall: entrance })}</h2>
      <table className="print-table">
        <thead>
          <tr>
            <th scope="col">{t('number')}</th>
            <th scope="col">{t('done')}</th>
            <th scope="col">{t('space')}</th>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('plannedWorks')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {stops.map((stop, at) => {
            const ticked = new Set(stop.plannedWorkIds);
            return (
              <tr key={stop.circleId}>
                <td>{at + 1}</td>
                <td>
                  {/* Ticked where the member marked the stop bought, so that the sheet agrees with the plan. */}
                  {stop.visit === 'BOUGHT' ? (
                    <span role="img" aria-label={t('bought')} className="route-box">✓</span>
                  ) : (
                    <span className="route-box" aria-hidden />
                  )}
                </td>
                <td>
                  {colors.get(stop.color) && <PrintSwatch color={colors.get(stop.color)!} />} {stop.space}
                </td>
                <td>
                  <PrintCircleName entry={stop} />
                </td>
                <td>{stop.works.filter((work) => ticked.has(work.id)).map((work) => work.title).join(', ')}</td>
                <td className="tabular-nums">{yen.format(plannedSpend(stop))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 font-semibold">{t('routeTotal', { amount: yen.format(total) })}</p>
      {halls.length > 0 && (
        <svg className="print-map" viewBox={`${left} ${top} ${right - left} ${bottom - top}`} role="img" aria-label={t('routeMap')}>
          {halls.map((hall) => (
            <g key={hall.key}>
              <rect x={hall.rect[0]} y={hall.rect[1]} width={hall.rect[2]} height={hall.rect[3]} fill="#fff" stroke="#000" strokeWidth={scale * 0.3} />
              <text x={hall.rect[0] + scale} y={hall.rect[1] + scale * 3} fontSize={scale * 2.5} fontWeight={700}>{hall.name}</text>
            </g>
          ))}
          <polyline points={stops.map((stop) => `${stop.x},${stop.y}`).join(' ')} fill="none" stroke="#1E3A8A" strokeWidth={scale * 0.4} strokeDasharray={`${scale} ${scale * 0.5}`} />
          {stops.map((stop, at) => (
            <g key={stop.circleId}>
              <circle cx={stop.x} cy={stop.y} r={scale * 1.4} fill="#1E3A8A" />
              <text x={stop.x} y={stop.y + scale * 0.6} fontSize={scale * 1.6} textAnchor="middle" fill="#fff" fontWeight={700}>{at + 1}</text>
            </g>
          ))}
        </svg>
      )}
    </section>
  );
}
