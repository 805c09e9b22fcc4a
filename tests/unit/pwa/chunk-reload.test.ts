import { describe, expect, it } from 'vitest';
import { chunkReloadMarkerMs, claimChunkReload, isChunkLoadError } from '@/lib/pwa/device/chunk-reload';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('chunk load recovery', () => {
  it('recognises the failures of loading a script chunk, and nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 4711 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app/layout failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/1.js from module 42'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once per path within ten seconds', () => {
    const storage = new MemoryStorage();
    expect(claimChunkReload(storage, '/map', 1_000)).toBe(true);
    expect(claimChunkReload(storage, '/map', 1_000 + chunkReloadMarkerMs - 1)).toBe(false);
    expect(claimChunkReload(storage, '/user/favorites', 2_000)).toBe(true);
    expect(claimChunkReload(storage, '/map', 1_000 + chunkReloadMarkerMs)).toBe(true);
    expect(storage.getItem('chunk-reload:/map')).toBe(String(1_000 + chunkReloadMarkerMs));
  });

  it('does not reload while offline, and leaves no marker that would hold back the reload once online', () => {
    const storage = new MemoryStorage();
    expect(claimChunkReload(storage, '/circle/list', 1_000, false)).toBe(false);
    expect(storage.items.size).toBe(0);
    expect(claimChunkReload(storage, '/circle/list', 1_500, true)).toBe(true);
  });

  it('treats an unreadable marker as none', () => {
    const storage = new MemoryStorage();
    storage.setItem('chunk-reload:/', 'garbage');
    expect(claimChunkReload(storage, '/', 5_000)).toBe(true);
  });
});
