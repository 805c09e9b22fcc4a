import { describe, expect, it } from 'vitest';
import type { EventFiles } from '@/lib/catalogue-import/event-files';
import { CIRCLES_FILE } from '@/lib/catalogue-import/format';
import { parseEventFiles } from '@/lib/catalogue-import/parse-event-files';
import { Problems } from '@/lib/catalogue-import/problems';
import { writeEventFiles } from '@/lib/catalogue-import/write-format';
import { bytesOf, smallEventData, text } from '@/tests/support/catalogue-fixture';

function withSpaces(files: EventFiles, from: string, to: string): EventFiles {
  const copy = new Map(files);
  const circles = text(files.get(CIRCLES_FILE));
  expect(circles).toContain(from);
  copy.set(CIRCLES_FILE, bytesOf(circles.replace(from, to)));
  return copy;
}

describe('circles.csv spaces as the organiser prints them', () => {
  const data = smallEventData();
  const files = writeEventFiles(data);

  it.each(['東ア01a', '東ア－０１ａ', '東ア-01A', '東ｱ-01a'])('places %s on the same space as 東ア-01a', (printed) => {
    const problems = new Problems();
    const parsed = parseEventFiles(withSpaces(files, '東ア-01a', printed), problems);
    expect(problems.listed).toEqual([]);
    expect(parsed?.placements).toEqual(data.placements);
  });

  it('still names a space the venue does not have', () => {
    const problems = new Problems();
    expect(parseEventFiles(withSpaces(files, '東ア-01a', '東ア99a'), problems)).toBeUndefined();
    expect(problems.listed.map((problem) => problem.message)).toEqual(['space 東ア99a is not in venue.geojson']);
  });
});
