// `npm run bench:plan`: the day's route for 300 stops (`bench/support/demo-plan-stops.ts` says how they
// are chosen), timed in Node on this machine (the browser runs the same code), and how much shorter the
// walk is than the same stops in placement order. Prints the median of several runs.
import { planRoute } from '@/lib/plan/plan-route';
import { numberArgument } from './support/arguments';
import { demoPlanStops } from './support/demo-plan-stops';
import { median, summaryLine } from './support/summary-line';

const count = numberArgument('stops', 300);
const runs = numberArgument('runs', 7);
const input = demoPlanStops(count);
const times: number[] = [];
let route = planRoute(input);
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  route = planRoute(input);
  times.push(performance.now() - started);
}
console.log(`day 1: ${input.fromFavourites} of the demo member's favourites, ${input.stops.length - input.fromFavourites} more circles of the day drawn with seed 1; runtime: Node ${process.version}`);
console.log(
  summaryLine('plan', [
    ['stops', input.stops.length, 0],
    ['ms', median(times), 1],
    ['shorter_pct', (1 - route.length / route.placementLength) * 100, 1],
  ]),
);
