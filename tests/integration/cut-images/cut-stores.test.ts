import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@/lib/config/schema';
import { createCutStore } from '@/lib/cut-images/create-cut-store';
import { storeCutVariants, type CutStore } from '@/lib/cut-images/cut-store';
import { prepareCut } from '@/lib/cut-images/prepare-cut';
import { sampleJpeg } from '@/tests/support/cut-files';
import { localS3Credentials, startLocalS3Server, type LocalS3Server } from '@/tests/support/local-s3-server';

async function preparedSample() {
  const result = await prepareCut(await sampleJpeg());
  if (!result.ok) throw new Error('the sample must convert');
  return result.cut;
}

/** What every store must do, run against each real one. */
function behavesAsACutStore(open: () => CutStore) {
  it('keeps the converted variants under their keys and gives back the same bytes', async () => {
    const store = open();
    const cut = await preparedSample();
    expect(await storeCutVariants(store, cut.variants)).toBe(2);
    for (const variant of cut.variants) {
      expect(await store.has(variant.key)).toBe(true);
      expect(await store.size(variant.key)).toBe(variant.bytes.length);
      const stored = await store.get(variant.key);
      expect(stored?.equals(variant.bytes)).toBe(true);
      expect((await sharp(stored ?? Buffer.alloc(0)).metadata()).width).toBe(variant.width);
    }
  });

  it('writes nothing again for a cut it already holds', async () => {
    const store = open();
    const cut = await preparedSample();
    await storeCutVariants(store, cut.variants);
    expect(await storeCutVariants(store, cut.variants)).toBe(0);
  });

  it('answers null and false for a key it does not hold', async () => {
    const store = open();
    expect(await store.get('v1/00/0000-1x.webp')).toBeNull();
    expect(await store.has('v1/00/0000-1x.webp')).toBe(false);
    expect(await store.size('v1/00/0000-1x.webp')).toBeNull();
  });

  it('deletes a key, and a key it does not hold without complaint', async () => {
    const store = open();
    await store.put('i1/00/0000-source', Buffer.from('delivered'), 'image/jpeg');
    expect(await store.has('i1/00/0000-source')).toBe(true);
    await store.delete('i1/00/0000-source');
    expect(await store.has('i1/00/0000-source')).toBe(false);
    await expect(store.delete('i1/00/0000-source')).resolves.toBeUndefined();
    await expect(store.delete('../outside')).rejects.toThrow(/Not a cut storage key/);
  });

  it('refuses keys that could leave the store', async () => {
    const store = open();
    await expect(store.put('../outside.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Not a cut storage key/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/Not a cut storage key/);
  });
}

describe('the folder store (the default)', () => {
  let root = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'catalogue-cuts-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const open = () => createCutStore(parseConfig({ CUT_STORE_DIR: root }).cutStore);
  behavesAsACutStore(open);

  it('lays files out by key and leaves no partial files behind', async () => {
    const cut = await preparedSample();
    await storeCutVariants(open(), cut.variants);
    const folder = path.join(root, 'v1', cut.contentHash.slice(0, 2));
    expect((await readdir(folder)).sort()).toEqual([`${cut.contentHash}-1x.webp`, `${cut.contentHash}-2x.webp`]);
  });
});

describe('the S3 store, against a local S3-compatible server', () => {
  let server: LocalS3Server;
  beforeAll(async () => {
    server = await startLocalS3Server();
  });
  afterAll(() => server.close());

  const open = () =>
    createCutStore(
      parseConfig({
        CUT_STORE: 's3',
        CUT_STORE_S3_BUCKET: server.bucket,
        CUT_STORE_S3_PREFIX: 'cuts/',
        CUT_STORE_S3_ENDPOINT: server.endpoint,
        CUT_STORE_S3_ACCESS_KEY_ID: localS3Credentials.accessKeyId,
        CUT_STORE_S3_SECRET_ACCESS_KEY: localS3Credentials.secretAccessKey,
      }).cutStore,
    );
  behavesAsACutStore(open);

  it('puts objects under the configured prefix', async () => {
    const cut = await preparedSample();
    await storeCutVariants(open(), cut.variants);
    const response = await fetch(`${server.endpoint}/${server.bucket}?list-type=2&prefix=cuts/v1/`);
    expect(await response.text()).toContain(`<Key>cuts/${cut.variants[0]?.key}</Key>`);
  });
});

describe('cut store settings', () => {
  it('names the folder store by default and the S3 store only with a bucket', () => {
    expect(parseConfig({}).cutStore).toEqual({ kind: 'folder', dir: undefined });
    expect(() => parseConfig({ CUT_STORE: 's3' })).toThrow(/CUT_STORE_S3_BUCKET is required/);
    expect(() => parseConfig({ CUT_STORE_S3_BUCKET: 'cuts' })).toThrow(/CUT_STORE is not s3/);
    expect(() => parseConfig({ CUT_STORE: 's3', CUT_STORE_S3_BUCKET: 'cuts', CUT_STORE_S3_ACCESS_KEY_ID: 'a' })).toThrow(/set together/);
    expect(parseConfig({ CUT_STORE: 's3', CUT_STORE_S3_BUCKET: 'cuts', CUT_STORE_S3_ENDPOINT: 'http://127.0.0.1:9000' }).cutStore).toMatchObject({
      kind: 's3',
      region: 'us-east-1',
      prefix: '',
      forcePathStyle: true,
      credentials: undefined,
    });
  });
});
