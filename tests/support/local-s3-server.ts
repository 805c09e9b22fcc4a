import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type LocalS3Server = { endpoint: string; bucket: string; close(): Promise<void> };

/**
 * A real S3-compatible server (s3rver, which speaks the S3 REST protocol over HTTP and keeps objects in a
 * folder) on a free loopback port, with one empty bucket. Its access key pair is the fixed `S3RVER`.
 */
export async function startLocalS3Server(bucket = 'cuts'): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'catalogue-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export const localS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
