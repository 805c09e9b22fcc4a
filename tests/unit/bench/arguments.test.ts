import { describe, expect, it } from 'vitest';
import { choiceArgument, numberArgument, textArgument } from '@/bench/support/arguments';

const argv = (...rest: string[]) => ['node', 'bench/web.ts', ...rest];

describe('numberArgument', () => {
  it('reads the value after the flag', () => {
    expect(numberArgument('runs', 3, argv('--runs', '5'))).toBe(5);
    expect(numberArgument('seconds', 15, argv('--port', '3402', '--seconds', '2.5'))).toBe(2.5);
  });

  it('keeps the fallback when the flag is absent, not a number or not positive', () => {
    expect(numberArgument('runs', 3, argv())).toBe(3);
    expect(numberArgument('runs', 3, argv('--runs', 'many'))).toBe(3);
    expect(numberArgument('runs', 3, argv('--runs', '0'))).toBe(3);
    expect(numberArgument('runs', 3, argv('--runs'))).toBe(3);
  });
});

describe('choiceArgument', () => {
  const pages = ['top', 'list', 'detail', 'favorites'] as const;

  it('takes every choice when the flag is absent', () => {
    expect(choiceArgument('pages', pages, argv())).toEqual(['top', 'list', 'detail', 'favorites']);
  });

  it('keeps the order given and drops repeats', () => {
    expect(choiceArgument('pages', pages, argv('--pages', 'favorites,list,favorites'))).toEqual(['favorites', 'list']);
    expect(choiceArgument('pages', pages, argv('--pages', ' detail , top'))).toEqual(['detail', 'top']);
  });

  it('stops on a name it does not know, or on nothing given', () => {
    expect(() => choiceArgument('pages', pages, argv('--pages', 'list,favourites'))).toThrow(/top, list, detail, favorites.*list,favourites/);
    expect(() => choiceArgument('pages', pages, argv('--pages'))).toThrow(/--pages/);
    expect(() => choiceArgument('pages', pages, argv('--pages', ','))).toThrow(/--pages/);
  });
});

describe('textArgument', () => {
  it('reads the value after the flag, or keeps the fallback', () => {
    expect(textArgument('keyword', 'touhou', argv('--keyword', 'とうほう'))).toBe('とうほう');
    expect(textArgument('keyword', 'touhou', argv())).toBe('touhou');
  });

  it('does not take the next flag for a value', () => {
    expect(textArgument('keyword', 'touhou', argv('--keyword', '--runs', '1'))).toBe('touhou');
    expect(textArgument('keyword', 'touhou', argv('--keyword'))).toBe('touhou');
  });
});
