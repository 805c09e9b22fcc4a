import { describe, expect, it } from 'vitest';
import { errorsNamespaceKey, lookupErrorText } from '@/lib/i18n/error-message';

const texts = { internal: 'Something went wrong.', favorites: { unreachable: 'No connection.' } };

describe('lookupErrorText', () => {
  it('finds nested texts by dotted key', () => {
    expect(lookupErrorText(texts, 'favorites.unreachable')).toBe('No connection.');
    expect(lookupErrorText(texts, 'internal')).toBe('Something went wrong.');
  });

  it('is undefined for missing keys, for groups and for paths through a text', () => {
    expect(lookupErrorText(texts, 'favorites.memoTooLong')).toBeUndefined();
    expect(lookupErrorText(texts, 'favorites')).toBeUndefined();
    expect(lookupErrorText(texts, 'internal.more')).toBeUndefined();
    expect(lookupErrorText(texts, 'toString')).toBeUndefined();
  });
});

describe('errorsNamespaceKey', () => {
  it('strips the namespace and falls back to the generic message for keys the texts lack', () => {
    const has = (key: string) => lookupErrorText(texts, key) !== undefined;
    expect(errorsNamespaceKey('Errors.favorites.unreachable', has)).toBe('favorites.unreachable');
    expect(errorsNamespaceKey('Errors.favorites.memoTooLong', has)).toBe('internal');
  });
});
