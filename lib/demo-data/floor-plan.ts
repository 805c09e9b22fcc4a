import { blockRanges } from '@/lib/demo-data/venue';
import type { DemoBlock, DemoHall, MapRect, SpaceSide, TableLayout } from '@/lib/demo-data/types';

/** One half desk on the floor plan, the same on every day. */
export type SpaceSlot = MapRect & {
  blockIndex: number;
  spaceNumber: number;
  side: SpaceSide;
  tableLayout: TableLayout;
};

/** Slots come in catalogue order, a desk's `a` half right before its `b` half. */
export type FloorPlan = { blocks: DemoBlock[]; slots: SpaceSlot[] };

// A desk is 180 cm by 45 cm; each half is one space.
const DESK_LENGTH = 1.8;
const DESK_DEPTH = 0.45;
const HALF = DESK_LENGTH / 2;
const WALL_INSET = 1.5;
const WALL_SEGMENT_DESKS = 8;
const WALL_GAP = 2.4;
const ISLAND_MARGIN = 8;
const CROSS_AISLE = 4;

const round = (value: number) => Math.round(value * 100) / 100;
const rect = (x: number, y: number, width: number, height: number): MapRect => ({
  mapX: round(x),
  mapY: round(y),
  mapWidth: round(width),
  mapHeight: round(height),
});

function boundingBox(rects: readonly MapRect[]): MapRect {
  const left = Math.min(...rects.map((r) => r.mapX));
  const top = Math.min(...rects.map((r) => r.mapY));
  const right = Math.max(...rects.map((r) => r.mapX + r.mapWidth));
  const bottom = Math.max(...rects.map((r) => r.mapY + r.mapHeight));
  return rect(left, top, right - left, bottom - top);
}

/** Left edges of the wall desks along one wall, in segments with gaps for the exits. */
function wallDeskPositions(hall: DemoHall): number[] {
  const positions: number[] = [];
  const end = hall.mapX + hall.mapWidth - 5;
  let cursor = hall.mapX + 5;
  while (cursor + DESK_LENGTH <= end) {
    positions.push(cursor);
    cursor += DESK_LENGTH;
    if (positions.length % WALL_SEGMENT_DESKS === 0) cursor += WALL_GAP;
  }
  return positions;
}

/** Wall desks run along the north wall eastwards, then back along the south wall, as visitors walk them. */
function wallSlots(hall: DemoHall, blockIndex: number, firstNumber: number): SpaceSlot[] {
  const positions = wallDeskPositions(hall);
  const northY = hall.mapY + WALL_INSET;
  const southY = hall.mapY + hall.mapHeight - WALL_INSET - DESK_DEPTH;
  const slots: SpaceSlot[] = [];
  let number = firstNumber;
  for (const x of positions) {
    slots.push({ blockIndex, spaceNumber: number, side: 'a', tableLayout: 1, ...rect(x, northY, HALF, DESK_DEPTH) });
    slots.push({ blockIndex, spaceNumber: number, side: 'b', tableLayout: 1, ...rect(x + HALF, northY, HALF, DESK_DEPTH) });
    number += 1;
  }
  for (const x of [...positions].reverse()) {
    slots.push({ blockIndex, spaceNumber: number, side: 'a', tableLayout: 3, ...rect(x + HALF, southY, HALF, DESK_DEPTH) });
    slots.push({ blockIndex, spaceNumber: number, side: 'b', tableLayout: 3, ...rect(x, southY, HALF, DESK_DEPTH) });
    number += 1;
  }
  return slots;
}

/**
 * An island block is a double row of desks back to back, cut by a cross aisle in the middle of the hall.
 * Numbers run down the west row (1..N/2) and back up the east row (N/2+1..N).
 */
function islandSlots(hall: DemoHall, blockIndex: number, x: number): SpaceSlot[] {
  const top = hall.mapY + ISLAND_MARGIN;
  const perSegment = Math.floor((hall.mapHeight - 2 * ISLAND_MARGIN - CROSS_AISLE) / 2 / DESK_LENGTH);
  const perColumn = perSegment * 2;
  const deskY = (row: number) => top + row * DESK_LENGTH + (row >= perSegment ? CROSS_AISLE : 0);
  const slots: SpaceSlot[] = [];
  for (let row = 0; row < perColumn; row += 1) {
    const y = deskY(row);
    slots.push({ blockIndex, spaceNumber: row + 1, side: 'a', tableLayout: 4, ...rect(x, y, DESK_DEPTH, HALF) });
    slots.push({ blockIndex, spaceNumber: row + 1, side: 'b', tableLayout: 4, ...rect(x, y + HALF, DESK_DEPTH, HALF) });
  }
  for (let step = 0; step < perColumn; step += 1) {
    const y = deskY(perColumn - 1 - step);
    const eastX = x + DESK_DEPTH;
    const number = perColumn + step + 1;
    slots.push({ blockIndex, spaceNumber: number, side: 'a', tableLayout: 2, ...rect(eastX, y + HALF, DESK_DEPTH, HALF) });
    slots.push({ blockIndex, spaceNumber: number, side: 'b', tableLayout: 2, ...rect(eastX, y, DESK_DEPTH, HALF) });
  }
  return slots;
}

function deal<T>(items: readonly T[], parts: number): T[][] {
  const base = Math.floor(items.length / parts);
  const extra = items.length % parts;
  const chunks: T[][] = [];
  let start = 0;
  for (let part = 0; part < parts; part += 1) {
    const size = base + (part < extra ? 1 : 0);
    chunks.push(items.slice(start, start + size));
    start += size;
  }
  return chunks;
}

export function buildFloorPlan(halls: readonly DemoHall[]): FloorPlan {
  const blocks: DemoBlock[] = [];
  const slots: SpaceSlot[] = [];
  const addBlock = (hallIndex: number, name: string, isWall: boolean, blockSlots: (blockIndex: number) => SpaceSlot[]) => {
    const blockIndex = blocks.length;
    const created = blockSlots(blockIndex);
    blocks.push({ hallIndex, name, isWall, sortOrder: blockIndex + 1, ...boundingBox(created) });
    slots.push(...created);
    return created;
  };

  for (const range of blockRanges) {
    const hallIndices = range.halls.map((number) => {
      const index = halls.findIndex((hall) => hall.area === range.area && hall.number === number && !hall.isCorporate);
      if (index < 0) throw new Error(`No circle hall ${range.area} ${number}`);
      return index;
    });
    const [wallName, ...islandNames] = range.names;
    if (!wallName) throw new Error('A block range needs names');
    let nextWallNumber = 1;
    for (const hallIndex of hallIndices) {
      const hall = halls[hallIndex] as DemoHall;
      const created = addBlock(hallIndex, wallName, true, (blockIndex) => wallSlots(hall, blockIndex, nextWallNumber));
      nextWallNumber += created.length / 2;
    }
    deal(islandNames, hallIndices.length).forEach((names, position) => {
      const hallIndex = hallIndices[position] as number;
      const hall = halls[hallIndex] as DemoHall;
      const pitch = names.length > 1 ? (hall.mapWidth - 2 * ISLAND_MARGIN - 2 * DESK_DEPTH) / (names.length - 1) : 0;
      names.forEach((name, order) => {
        const x = hall.mapX + ISLAND_MARGIN + order * pitch;
        addBlock(hallIndex, name, false, (blockIndex) => islandSlots(hall, blockIndex, x));
      });
    });
  }
  return { blocks, slots };
}
