import { describe, expect, it } from 'vitest';
import { handOverMarkup, takeHandedOverMarkup } from '@/lib/html/markup-handoff';

describe('markup hand-off', () => {
  it('gives the markup to the first taker only, under its own token', () => {
    const first = handOverMarkup('<li>one</li>');
    const second = handOverMarkup('<li>two</li>');
    expect(first).not.toBe(second);
    expect(takeHandedOverMarkup(second)).toBe('<li>two</li>');
    expect(takeHandedOverMarkup(first)).toBe('<li>one</li>');
    expect(takeHandedOverMarkup(first)).toBe('');
  });

  it('drops markup nobody took once it is old', () => {
    const start = Date.now();
    const forgotten = handOverMarkup('<li>aborted request</li>', start - 60_000);
    const fresh = handOverMarkup('<li>fresh</li>', start);
    expect(takeHandedOverMarkup(forgotten)).toBe('');
    expect(takeHandedOverMarkup(fresh)).toBe('<li>fresh</li>');
  });
});
