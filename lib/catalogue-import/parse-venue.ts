import type { Area, BlockRow, HallRow, MapRect, SpaceSide, TableLayout } from '@/lib/catalogue-import/event-data';
import { VENUE_FILE } from '@/lib/catalogue-import/format';
import type { Problems } from '@/lib/catalogue-import/problems';
import { venueFeatureSchema, venueSchema, type VenueFeature } from '@/lib/catalogue-import/schemas';
import { zodProblems } from '@/lib/catalogue-import/zod-problems';

export type VenueSpace = MapRect & { blockIndex: number; spaceNumber: number; side: SpaceSide; tableLayout: TableLayout };
export type VenueBooth = MapRect & { hallIndex: number };

export type Venue = {
  halls: HallRow[];
  blocks: BlockRow[];
  /** `EAST:ア:12:a` → the space; a wall block's numbers run on through its halls, so the hall is not in the key. */
  spaces: Map<string, VenueSpace>;
  booths: Map<number, VenueBooth>;
  name: { en: string; ja: string; zh: string } | undefined;
};

/** The block's width is folded (`ｱ` is `ア`, `Ａ` is `A`) so that a space printed in either width is found; case is kept. */
export const spaceKey = (area: Area, block: string, spaceNumber: number, side: string) => `${area}:${block.normalize('NFKC')}:${spaceNumber}:${side}`;

// The database keeps rectangles; a drawn polygon is kept as its bounding box, to the centimetre.
const cm = (value: number) => Math.round(value * 100) / 100;

function boundingBox(rings: readonly (readonly (readonly [number, number])[])[]): MapRect {
  const points = rings[0] ?? [];
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { mapX: cm(left), mapY: cm(top), mapWidth: cm(Math.max(...xs) - left), mapHeight: cm(Math.max(...ys) - top) };
}

const MULTI_PART_MESSAGE = 'is a MultiPolygon: a wall block along several halls is one Polygon feature per hall, each with its hall (docs/catalogue-format.md)';
const isMultiPart = (raw: unknown) => (raw as { geometry?: { type?: unknown } } | null)?.geometry?.type === 'MultiPolygon';

/**
 * A space is named by area, block, number and side, without its hall: only a wall block may stand in
 * several halls of an area (one feature per hall, its numbers running on), and it must be a wall block in
 * each, or `東ア-12a` could name two desks.
 */
function checkWallBlocks(valid: readonly { index: number; feature: VenueFeature }[], where: (index: number, field: string) => { file: string; field: string }, problems: Problems): void {
  const byName = new Map<string, { index: number; hall: number; wall: boolean }[]>();
  for (const { index, feature } of valid) {
    const p = feature.properties;
    if (p.kind !== 'block') continue;
    const key = `${p.area}:${p.block.normalize('NFKC')}`;
    byName.set(key, [...(byName.get(key) ?? []), { index, hall: p.hall, wall: p.wall }]);
  }
  for (const [key, blocks] of byName) {
    const halls = new Set(blocks.map((block) => block.hall));
    if (halls.size < 2) continue;
    for (const block of blocks.filter((b) => !b.wall)) {
      problems.add({ ...where(block.index, 'wall'), message: `block ${key.split(':')[1]} stands in halls ${[...halls].sort((a, b) => a - b).join(', ')} of ${key.split(':')[0]}: only a wall block (wall: true in each hall) may run along several halls` });
    }
  }
}

/** Reads venue.geojson: halls, blocks, spaces and booths, each once. */
export function parseVenue(text: string | undefined, problems: Problems): Venue {
  const venue: Venue = { halls: [], blocks: [], spaces: new Map(), booths: new Map(), name: undefined };
  if (text === undefined) return venue;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    problems.add({ file: VENUE_FILE, message: `is not valid JSON: ${(error as Error).message}` });
    return venue;
  }
  const collection = venueSchema.safeParse(json);
  if (!collection.success) {
    zodProblems(VENUE_FILE, undefined, collection.error, json, problems);
    return venue;
  }
  venue.name = collection.data.name;
  const hallIndex = new Map<string, number>();
  const blockIndex = new Map<string, number>();
  const features = collection.data.features.map((raw, index) => ({ index, parsed: isMultiPart(raw) ? undefined : venueFeatureSchema.safeParse(raw) }));
  for (const { index, parsed } of features) {
    // A GIS tool draws a block along several halls as one multi-part feature: one problem that says how, not one per ring.
    if (!parsed) problems.add({ file: VENUE_FILE, field: `features[${index}].geometry.type`, message: MULTI_PART_MESSAGE });
    else if (!parsed.success) zodProblems(VENUE_FILE, undefined, parsed.error, collection.data.features[index], problems, `features[${index}].`);
  }
  const valid = features.flatMap(({ index, parsed }) => (parsed?.success ? [{ index, feature: parsed.data }] : []));
  const where = (index: number, field: string) => ({ file: VENUE_FILE, field: `features[${index}].properties.${field}` });

  for (const { index, feature } of valid) {
    const p = feature.properties;
    if (p.kind !== 'hall') continue;
    const key = `${p.area}:${p.hall}`;
    if (hallIndex.has(key)) problems.add({ ...where(index, 'hall'), message: `hall ${key} appears twice` });
    else {
      hallIndex.set(key, venue.halls.length);
      venue.halls.push({ area: p.area, number: p.hall, isCorporate: p.corporate, floor: p.floor, ...boundingBox(feature.geometry.coordinates) });
    }
  }
  for (const { index, feature } of valid) {
    const p = feature.properties;
    if (p.kind !== 'block') continue;
    const hall = hallIndex.get(`${p.area}:${p.hall}`);
    const key = `${p.area}:${p.hall}:${p.block}`;
    if (hall === undefined) problems.add({ ...where(index, 'hall'), message: `block ${p.block} stands in hall ${p.area} ${p.hall}, which the venue does not have` });
    else if (blockIndex.has(key)) problems.add({ ...where(index, 'block'), message: `block ${p.block} appears twice in hall ${p.area} ${p.hall}` });
    else {
      blockIndex.set(key, venue.blocks.length);
      venue.blocks.push({ hallIndex: hall, name: p.block, isWall: p.wall, sortOrder: p.order, ...boundingBox(feature.geometry.coordinates) });
    }
  }
  checkWallBlocks(valid, where, problems);
  for (const { index, feature } of valid) {
    const p = feature.properties;
    if (p.kind === 'space') {
      const block = blockIndex.get(`${p.area}:${p.hall}:${p.block}`);
      const key = spaceKey(p.area, p.block, p.number, p.side);
      if (block === undefined) problems.add({ ...where(index, 'block'), message: `space ${p.number}${p.side} is in block ${p.block} of hall ${p.area} ${p.hall}, which the venue does not have` });
      else if (venue.spaces.has(key)) problems.add({ ...where(index, 'number'), message: `space ${p.block}-${p.number}${p.side} appears twice` });
      else venue.spaces.set(key, { blockIndex: block, spaceNumber: p.number, side: p.side, tableLayout: p.layout, ...boundingBox(feature.geometry.coordinates) });
    } else if (p.kind === 'booth') {
      const hall = hallIndex.get(`${p.area}:${p.hall}`);
      if (hall === undefined) problems.add({ ...where(index, 'hall'), message: `booth ${p.booth} stands in hall ${p.area} ${p.hall}, which the venue does not have` });
      else if (venue.booths.has(p.booth)) problems.add({ ...where(index, 'booth'), message: `booth ${p.booth} appears twice` });
      else venue.booths.set(p.booth, { hallIndex: hall, ...boundingBox(feature.geometry.coordinates) });
    }
  }
  return venue;
}
