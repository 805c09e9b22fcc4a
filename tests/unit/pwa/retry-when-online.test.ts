import { describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from '@/lib/pwa/device/retry-when-online';

const chunkError = () => Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js'), { name: 'ChunkLoadError' });

function fakeConnection(online: boolean) {
  const listeners: (() => void)[] = [];
  return {
    online,
    isOnline() {
      return this.online;
    },
    onceOnline: (listener: () => void) => void listeners.push(listener),
    comeOnline() {
      this.online = true;
      listeners.splice(0).forEach((listener) => listener());
    },
  };
}

describe('retryWhenOnline', () => {
  it('waits for the connection when a chunk fails offline, then loads it again', async () => {
    const connection = fakeConnection(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('module');
    let settled: string | undefined;
    const loading = retryWhenOnline(load, connection).then((value) => (settled = value));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    connection.comeOnline();
    await loading;
    expect(settled).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws a chunk failure online, where it means a version that is gone', async () => {
    await expect(retryWhenOnline(() => Promise.reject(chunkError()), fakeConnection(true))).rejects.toThrow('Failed to load chunk');
  });

  it('throws any other error offline too', async () => {
    await expect(retryWhenOnline(() => Promise.reject(new Error('broken module')), fakeConnection(false))).rejects.toThrow('broken module');
  });
});
