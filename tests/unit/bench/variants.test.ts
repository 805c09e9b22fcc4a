import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutsFrom, chosenVariants } from '@/bench/support/variants';

const checkout = mkdtempSync(path.join(os.tmpdir(), 'before-checkout-'));
mkdirSync(path.join(checkout, 'scripts'));
writeFileSync(path.join(checkout, 'scripts', 'serve.ts'), '');
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

describe('chosenVariants', () => {
  it('serves the hand-off on and off by default, and every named checkout too', () => {
    expect(chosenVariants([], new Map())).toEqual([
      { name: 'on', env: { MARKUP_HANDOFF: 'on' } },
      { name: 'off', env: { MARKUP_HANDOFF: 'off' } },
    ]);
    expect(chosenVariants([], checkoutsFrom(`before=${checkout}`)).map((variant) => [variant.name, variant.root])).toEqual([
      ['on', undefined],
      ['off', undefined],
      ['before', checkout],
    ]);
  });

  it('takes the variants asked for, in their order', () => {
    expect(chosenVariants(['--variants', 'before,off'], checkoutsFrom(`before=${checkout}`)).map((variant) => variant.name)).toEqual(['before', 'off']);
  });

  it('refuses a variant that is neither a hand-off setting nor a named checkout', () => {
    expect(() => chosenVariants(['--variants', 'on,before'], new Map())).toThrow(/--variants takes .*on, off/);
    expect(() => chosenVariants(['--variants', ''], new Map())).toThrow(/--variants/);
  });
});

describe('checkoutsFrom', () => {
  it('reads name=dir pairs and refuses a folder that is no checkout, a bad name or a hand-off setting', () => {
    expect([...checkoutsFrom(` before=${checkout} , pre48=${checkout}`)]).toEqual([
      ['before', checkout],
      ['pre48', checkout],
    ]);
    expect(checkoutsFrom(undefined).size).toBe(0);
    expect(() => checkoutsFrom(`before=${path.join(checkout, 'missing')}`)).toThrow(/not a checkout/);
    expect(() => checkoutsFrom(`on=${checkout}`)).toThrow(/BENCH_CHECKOUTS takes/);
    expect(() => checkoutsFrom(`Before!=${checkout}`)).toThrow(/BENCH_CHECKOUTS takes/);
    expect(() => checkoutsFrom('before')).toThrow(/BENCH_CHECKOUTS takes/);
  });
});
