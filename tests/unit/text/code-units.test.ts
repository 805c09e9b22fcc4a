import { describe, expect, it } from 'vitest';
import { codeUnitsToString } from '@/lib/text/code-units';

const decoder = new TextDecoder('utf-16le');

describe('codeUnitsToString', () => {
  it('gives what a UTF-16 decoder gives for the first code units of a buffer', () => {
    const text = 'とうほう Project 東方 ✨ 𠮷野家';
    const buffer = new Uint16Array(64);
    for (let i = 0; i < text.length; i++) buffer[i] = text.charCodeAt(i);
    expect(codeUnitsToString(buffer, text.length)).toBe(text);
    expect(codeUnitsToString(buffer, 4)).toBe('とうほう');
    expect(codeUnitsToString(buffer, 0)).toBe('');
  });

  it('keeps texts longer than one call takes, across the chunk boundaries', () => {
    const buffer = Uint16Array.from({ length: 20_001 }, (_, i) => 0x3041 + (i % 86));
    expect(codeUnitsToString(buffer, buffer.length)).toBe(decoder.decode(buffer));
    expect(codeUnitsToString(buffer, 8193)).toBe(decoder.decode(buffer.subarray(0, 8193)));
  });

  it('keeps a lone surrogate as a code unit, as the normalisers wrote it', () => {
    const buffer = Uint16Array.of(0x61, 0xd842, 0x62);
    expect(codeUnitsToString(buffer, 3)).toBe('a\ud842b');
  });
});
