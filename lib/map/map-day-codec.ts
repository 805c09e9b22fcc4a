import { MAP_DAY_VERSION, type MapDay } from './map-day';

// The day's map on the wire: a small JSON head (halls, blocks, booths, the circles' names) followed by
// the per-space and per-circle number columns as little-endian typed arrays. Positions and ids are sent
// as differences from the previous value: spaces come in venue order, so most differences repeat and
// gzip folds them to a few bits each. About a fifth of the JSON's gzipped size; decoded in a few
// milliseconds into the same `MapDay` the rest of the map reads.
//
// Layout: uint32 length of the head, the head as UTF-8, zero padding to a multiple of 4, then the
// columns in the order of `COLUMNS`, each padded to a multiple of 4.

/** The day is sent as a gzip file of this encoding (`lib/map/map-day-response.ts`). */
export const MAP_DAY_CONTENT_TYPE = 'application/gzip';

/** Unpacks the gzip file the server sends, with the browser's own DecompressionStream. */
export async function gunzipMapDay(response: Response): Promise<ArrayBuffer> {
  if (!response.body) throw new Error('map day: empty answer');
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}

type Head = Omit<MapDay, 'spaces' | 'circles'> & { spaceCount: number; circleCount: number; side: string; names: string[] };

type ArrayKind = typeof Int32Array | typeof Uint16Array;

// [column, array type, delta-coded]
const COLUMNS = [
  ['spaces.block', Uint16Array, false],
  ['spaces.number', Uint16Array, false],
  ['spaces.x', Int32Array, true],
  ['spaces.y', Int32Array, true],
  ['spaces.width', Uint16Array, false],
  ['spaces.height', Uint16Array, false],
  ['spaces.circle', Int32Array, true],
  ['circles.id', Int32Array, true],
  ['circles.wcid', Int32Array, true],
  ['circles.genre', Uint16Array, false],
] as const satisfies readonly (readonly [string, ArrayKind, boolean])[];

type ColumnName = (typeof COLUMNS)[number][0];

const padded = (length: number) => Math.ceil(length / 4) * 4;

function columnOf(day: Pick<MapDay, 'spaces' | 'circles'>, name: ColumnName): number[] {
  const [group, field] = name.split('.') as ['spaces' | 'circles', string];
  return (day[group] as unknown as Record<string, number[]>)[field] ?? [];
}

export function encodeMapDay(day: MapDay): Uint8Array<ArrayBuffer> {
  const { spaces, circles, ...rest } = day;
  const head: Head = { ...rest, spaceCount: spaces.x.length, circleCount: circles.id.length, side: spaces.side, names: circles.name };
  const headBytes = new TextEncoder().encode(JSON.stringify(head));
  const sizes = COLUMNS.map(([name, kind]) => padded(columnOf(day, name).length * kind.BYTES_PER_ELEMENT));
  const bytes = new Uint8Array(4 + padded(headBytes.length) + sizes.reduce((sum, size) => sum + size, 0));
  new DataView(bytes.buffer).setUint32(0, headBytes.length, true);
  bytes.set(headBytes, 4);
  let offset = 4 + padded(headBytes.length);
  COLUMNS.forEach(([name, kind, delta], at) => {
    const values = columnOf(day, name);
    const column = new kind(bytes.buffer, offset, values.length);
    let previous = 0;
    values.forEach((value, index) => {
      column[index] = delta ? value - previous : value;
      previous = value;
    });
    offset += sizes[at] ?? 0;
  });
  return bytes;
}

export function decodeMapDay(buffer: ArrayBuffer): MapDay {
  const view = new DataView(buffer);
  const headLength = view.getUint32(0, true);
  const head = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, headLength))) as Head;
  if (head.version !== MAP_DAY_VERSION) throw new Error(`map day format ${head.version}, expected ${MAP_DAY_VERSION}`);
  const { spaceCount, circleCount, side, names, ...rest } = head;
  const columns = new Map<ColumnName, number[]>();
  let offset = 4 + padded(headLength);
  for (const [name, kind, delta] of COLUMNS) {
    const length = name.startsWith('spaces.') ? spaceCount : circleCount;
    const column = new kind(buffer, offset, length);
    const values = new Array<number>(length);
    let previous = 0;
    for (let index = 0; index < length; index += 1) {
      previous = delta ? previous + (column[index] ?? 0) : (column[index] ?? 0);
      values[index] = previous;
    }
    columns.set(name, values);
    offset += padded(length * kind.BYTES_PER_ELEMENT);
  }
  const column = (name: ColumnName) => columns.get(name) ?? [];
  return {
    ...rest,
    spaces: {
      block: column('spaces.block'),
      number: column('spaces.number'),
      side,
      x: column('spaces.x'),
      y: column('spaces.y'),
      width: column('spaces.width'),
      height: column('spaces.height'),
      circle: column('spaces.circle'),
    },
    circles: { id: column('circles.id'), wcid: column('circles.wcid'), name: names, genre: column('circles.genre') },
  };
}
