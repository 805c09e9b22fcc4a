import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRandom } from '@/lib/demo-data/random';

describe('the seeded random source', () => {
  it('repeats for a seed and differs between seeds and streams', () => {
    const take = (seed: number, label?: string) => {
      const random = createRandom(seed, label);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
    expect(take(42, 'a')).not.toEqual(take(42, 'b'));
    expect(createRandom(5).fork('x').next()).toBe(createRandom(5).fork('x').next());
  });

  it('keeps integers within bounds and covers them', () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    for (let index = 0; index < 5000; index += 1) {
      const value = random.int(3, 9);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
      seen.add(value);
    }
    expect(seen.size).toBe(7);
    expect(random.weighted([['never', 0], ['always', 1]] as const)).toBe('always');
  });

  it('is the only source of randomness and time in the generator', () => {
    const folder = path.resolve(import.meta.dirname, '../../../lib/demo-data');
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = readFileSync(path.join(folder, file), 'utf8');
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(\)/);
    }
  });
});
