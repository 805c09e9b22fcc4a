// `npm run bench:group`: the suggested split for a group of 6 members and 300 wanted circles of the demo
// event (seed 1, both days), timed in Node (median of several runs), and how much longer the busiest
// buyer's walk is than the average. With `--origin http://host:port` (a server started by `npm start`
// or `npm run cluster` on the local database) it also measures how long a mark takes to be seen by
// another session watching the group as an open group page does, through its live stream, or with
// `--way poll` by polling the version each second as the pages did before (decision 043), and prints its p95.
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';
import { createRandom } from '@/lib/demo-data/random';
import { suggestSplit, walkImbalancePct, type SplitCircle } from '@/lib/groups/split';
import type { PlanRect } from '@/lib/plan/walking-distance';
import { choiceArgument, numberArgument, textArgument } from './support/arguments';
import { measureMarkToSeen } from './support/group-live';
import { median, summaryLine } from './support/summary-line';

const members = numberArgument('members', 6);
const count = numberArgument('circles', 300);
const runs = numberArgument('runs', 7);
const origin = textArgument('origin', '');
const [way = 'stream'] = choiceArgument('way', ['stream', 'poll'] as const);

const data = generateDemoEvent({ seed: 1 });
const halls: PlanRect[] = data.halls.map((hall) => [hall.mapX, hall.mapY, hall.mapWidth, hall.mapHeight]);
const firstSpace = new Map<number, { day: number; order: number; x: number; y: number; hall: number }>();
data.placements.forEach((placement, order) => {
  if (firstSpace.has(placement.circleIndex)) return;
  const hall = data.blocks[placement.blockIndex]?.hallIndex ?? 0;
  firstSpace.set(placement.circleIndex, { day: placement.dayIndex + 1, order, x: placement.mapX + placement.mapWidth / 2, y: placement.mapY + placement.mapHeight / 2, hall });
});
const random = createRandom(data.seed, 'group-bench');
const candidates = [...firstSpace.keys()].filter((index) => !data.halls[firstSpace.get(index)!.hall]?.isCorporate);
const chosen = new Set<number>();
while (chosen.size < Math.min(count, candidates.length)) chosen.add(random.pick(candidates));
const circles: SplitCircle[] = [...chosen].map((index) => {
  const space = firstSpace.get(index)!;
  const wantedBy = 1 + Math.floor(random.next() * Math.min(4, members));
  return { circleId: index + 1, day: space.day, point: { x: space.x, y: space.y, hall: space.hall }, order: space.order, wantedBy, yen: wantedBy * (500 + 100 * Math.floor(random.next() * 20)), isAdult: false };
});
const buyers = Array.from({ length: members }, (_, i) => ({ userId: `member-${i + 1}`, mayViewAdult: true }));
const entranceHall = Math.max(0, data.halls.findIndex((hall) => !hall.isCorporate));

const times: number[] = [];
let split = suggestSplit({ circles, buyers, halls, entranceHall });
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  split = suggestSplit({ circles, buyers, halls, entranceHall });
  times.push(performance.now() - started);
}
const live = origin ? await measureMarkToSeen(origin, way) : null;
console.log(`demo event seed 1: ${circles.length} circles over ${new Set(circles.map((c) => c.day)).size} days drawn with a seeded random source; runtime: Node ${process.version}`);
console.log(`walks per buyer (floor units): ${split.shares.map((s) => Math.round(s.walk)).join(' ')}; stops: ${split.shares.map((s) => s.stops).join(' ')}`);
if (live) console.log(`marks: ${live.samples} marks through ${origin}, the other session watching by ${way === 'stream' ? 'its live stream' : 'polling each second'}; p50 ${live.p50.toFixed(0)} ms`);
else console.log('mark_to_seen: not measured (pass --origin of a running server)');
console.log(
  summaryLine('group', [
    ['members', members, 0],
    ['circles', circles.length, 0],
    ['split_ms', median(times), 1],
    ['imbalance_pct', walkImbalancePct(split.shares), 1],
    ['mark_to_seen_ms_p95', live?.p95 ?? NaN, 0],
    ['mark_to_seen_ms_p50', live?.p50 ?? NaN, 0],
  ]),
);
