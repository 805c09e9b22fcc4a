import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendingPace } from '@/lib/notifications/sending-pace';

vi.mock('server-only', () => ({}));

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

  it('sends at most the rate a second once started', async () => {
    const take = sendingPace(10, () => Date.now());
    const times = await waits(take, 21);
    // The first goes at once; each after it a tenth of a second later: 20 in two seconds.
    expect(times[0]).toBe(0);
    expect(times.slice(1).every((ms) => ms === 100)).toBe(true);
  });

  it('lets a second’s worth go at once after a quiet spell, and no more', async () => {
    const take = sendingPace(10, () => Date.now());
    vi.advanceTimersByTime(5_000);
    const times = await waits(take, 12);
    expect(times.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(times.slice(10)).toEqual([100, 100]);
  });
});
