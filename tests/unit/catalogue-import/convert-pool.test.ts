import { describe, expect, it } from 'vitest';
import { convertInPool, valuesOrThrow } from '@/lib/catalogue-import/convert-pool';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('convertInPool', () => {
  it('gives the results in the items\' order though later items finish first, never running more than asked at once', async () => {
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const results = await convertInPool([40, 5, 25, 1, 10, 3], 3, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await pause(ms);
      running -= 1;
      finished.push(index);
      return ms * 2;
    });
    expect(finished).not.toEqual([0, 1, 2, 3, 4, 5]);
    expect(results).toEqual([80, 10, 50, 2, 20, 6].map((value) => ({ ok: true, value })));
    expect(most).toBe(3);
  });

  it('keeps a failure to its own item: the items after it still run and keep their results', async () => {
    const ran: string[] = [];
    const results = await convertInPool(['a', 'bad', 'c', 'worse', 'e'], 2, async (item) => {
      await pause(item.length);
      ran.push(item);
      if (item === 'bad' || item === 'worse') throw new Error(`${item} file`);
      return item.toUpperCase();
    });
    expect([...ran].sort()).toEqual(['a', 'bad', 'c', 'e', 'worse']);
    expect(results.map((result) => (result.ok ? result.value : (result.error as Error).message))).toEqual(['A', 'bad file', 'C', 'worse file', 'E']);
    expect(() => valuesOrThrow(results)).toThrow('bad file');
    expect(valuesOrThrow(results.filter((result) => result.ok))).toEqual(['A', 'C', 'E']);
  });

  it('runs nothing for no items and one at a time when asked for none', async () => {
    expect(await convertInPool([], 4, async () => 1)).toEqual([]);
    let running = 0;
    let most = 0;
    await convertInPool([1, 2, 3], 0, async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(1);
      running -= 1;
    });
    expect(most).toBe(1);
  });
});
