import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendingPace } from '@/lib/notifications/sending-pace';

describe('the sending pace', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** How long each of `count` takes waits, one after another, on the fake clock. */
  async function waits(take: () => Promise<void>, count: number): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = Date.now();
      const taken = take();
      await vi.runAllTimersAsync();
      await taken;
      times.push(Date.now() - started);
    }
    return times;
  }

  it('lets a second’s worth go at once, then one each tenth of a second at ten a second', async () => {
    const take = sendingPace(10, () => Date.now());
    const times = await waits(take, 20);
    expect(times.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(times.slice(10)).toEqual(Array(10).fill(100));
  });

  it('lets a second’s worth go at once after a quiet spell, and no more', async () => {
    const take = sendingPace(10, () => Date.now());
    await waits(take, 15);
    vi.advanceTimersByTime(5_000);
    const times = await waits(take, 12);
    expect(times.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(times.slice(10)).toEqual([100, 100]);
  });
});
