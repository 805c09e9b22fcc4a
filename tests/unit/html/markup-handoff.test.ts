import { describe, expect, it } from 'vitest';
import { handOverMarkup, readHandedOverMarkup } from '@/lib/html/markup-handoff';

describe('markup hand-off', () => {
  it('gives each token its own markup', () => {
    const first = handOverMarkup('<li>one</li>');
    const second = handOverMarkup('<li>two</li>');
    expect(first).not.toBe(second);
    expect(readHandedOverMarkup(second)).toBe('<li>two</li>');
    expect(readHandedOverMarkup(first)).toBe('<li>one</li>');
  });

  it('gives the same markup to a second render of the same component', () => {
    const token = handOverMarkup('<li>rendered twice</li>');
    expect(readHandedOverMarkup(token)).toBe('<li>rendered twice</li>');
    expect(readHandedOverMarkup(token)).toBe('<li>rendered twice</li>');
  });

  it('drops read markup after a few seconds and unread markup after half a minute', () => {
    const start = Date.now();
    const read = handOverMarkup('<li>read</li>', start);
    const unread = handOverMarkup('<li>aborted request</li>', start);
    expect(readHandedOverMarkup(read, start)).toBe('<li>read</li>');
    expect(readHandedOverMarkup(read, start + 4_000)).toBe('<li>read</li>');
    expect(readHandedOverMarkup(read, start + 10_000)).toBe('');
    expect(readHandedOverMarkup(unread, start + 10_000)).toBe('<li>aborted request</li>');
    expect(readHandedOverMarkup(unread, start + 60_000)).toBe('');
  });

  it('sweeps old markup when new markup is handed over', () => {
    const start = Date.now();
    const forgotten = handOverMarkup('<li>forgotten</li>', start - 60_000);
    handOverMarkup('<li>fresh</li>', start);
    expect(readHandedOverMarkup(forgotten, start - 59_000)).toBe('');
  });
});
