import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { DEMO_PASSWORD, demoAccounts, pickFavouriteCircles } from '@/lib/demo-data/demo-accounts';
import { generateDemoEvent } from '@/lib/demo-data/generate-demo-event';

describe('demo accounts', () => {
  it('lists the three accounts with one password and what each shows', () => {
    expect(demoAccounts.map((account) => account.email)).toEqual(['platinum@demo.example', 'member@demo.example', 'minor@demo.example']);
    for (const account of demoAccounts) {
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(account.description.length).toBeGreaterThan(10);
    }
  });

  it('hashes with argon2id at the documented cost and verifies', async () => {
    const hash = await hashPassword(DEMO_PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, 'demo-passwort')).toBe(false);
    expect(await verifyPassword('not a hash', DEMO_PASSWORD)).toBe(false);
    expect(await hashPassword(DEMO_PASSWORD)).not.toBe(hash);
  });

  it('picks distinct placed favourites, one with two spaces, the same for a seed', () => {
    const data = generateDemoEvent({ seed: 3 });
    const picked = pickFavouriteCircles(data);
    expect(new Set(picked).size).toBe(picked.length);
    expect(picked.length).toBeGreaterThanOrEqual(8);
    const spaces = (index: number) => data.placements.filter((placement) => placement.circleIndex === index).length;
    expect(picked.every((index) => spaces(index) > 0)).toBe(true);
    expect(picked.some((index) => spaces(index) === 2)).toBe(true);
    expect(pickFavouriteCircles(data)).toEqual(picked);
  }, 60_000);
});
