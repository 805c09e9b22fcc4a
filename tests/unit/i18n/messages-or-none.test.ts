import { describe, expect, it } from 'vitest';
import type { AppMessages } from '@/lib/i18n/messages';
import { messagesOrNone } from '@/lib/i18n/messages-or-none';

const messages = { Pwa: {} } as unknown as AppMessages;

describe('messagesOrNone', () => {
  it('hands out one promise per language, so that use() sees the same one on each render', async () => {
    let loads = 0;
    const get = messagesOrNone(async () => {
      loads += 1;
      return messages;
    });
    expect(get('ja')).toBe(get('ja'));
    expect(await get('ja')).toBe(messages);
    expect(loads).toBe(1);
  });

  it('settles a failed load as null, asks no more until the retry signal, then asks again', async () => {
    let fail = true;
    let loads = 0;
    let retry: (() => void) | undefined;
    const get = messagesOrNone(
      async () => {
        loads += 1;
        if (fail) throw new Error('offline');
        return messages;
      },
      (signal) => (retry = signal),
    );
    await expect(get('en')).resolves.toBeNull();
    // Each render after the failure gets the same settled promise, not a new load.
    await expect(get('en')).resolves.toBeNull();
    expect(loads).toBe(1);
    fail = false;
    retry?.();
    await expect(get('en')).resolves.toBe(messages);
    expect(loads).toBe(2);
  });
});
