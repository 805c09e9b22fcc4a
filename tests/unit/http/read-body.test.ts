import { describe, expect, it } from 'vitest';
import { readBodyBytes, readBodyText } from '@/lib/http/read-body';
import { streamedRequest } from '@/tests/support/streamed-request';

const url = 'http://localhost/upload';

describe('reading a body within a limit', () => {
  it('reads a body up to the limit exactly', async () => {
    const { request } = streamedRequest(url, { totalBytes: 1000, chunkBytes: 300 });
    expect((await readBodyBytes(request, 1000)).byteLength).toBe(1000);
    expect(await readBodyText(new Request(url, { method: 'POST', body: 'grüße' }), 16)).toBe('grüße');
    expect((await readBodyBytes(new Request(url), 10)).byteLength).toBe(0);
  });

  it('stops at the first chunk past the limit and cancels the stream', async () => {
    const { request, pulled } = streamedRequest(url, { totalBytes: 100_000, chunkBytes: 100 });
    await expect(readBodyBytes(request, 1000)).rejects.toMatchObject({ code: 'payloadTooLarge', messageKey: 'Errors.http.payloadTooLarge' });
    expect(pulled()).toBeLessThanOrEqual(1100 + 100);
  });

  it('refuses a declared length over the limit before reading, and does not trust a smaller one', async () => {
    const over = streamedRequest(url, { totalBytes: 10, headers: { 'content-length': '1001' } });
    await expect(readBodyBytes(over.request, 1000)).rejects.toMatchObject({ code: 'payloadTooLarge' });
    expect(over.pulled()).toBe(0);
    const lying = streamedRequest(url, { totalBytes: 5000, headers: { 'content-length': '10' } });
    await expect(readBodyBytes(lying.request, 1000)).rejects.toMatchObject({ code: 'payloadTooLarge' });
  });

  it('throws the caller’s own error when given one', async () => {
    const { request } = streamedRequest(url, { totalBytes: 20 });
    await expect(readBodyBytes(request, 10, () => new RangeError('too big'))).rejects.toBeInstanceOf(RangeError);
  });
});
