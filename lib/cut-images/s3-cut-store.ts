import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { CutStoreSettings } from '@/lib/config/cut-store';
import { assertCutKey, type CutStore } from './cut-store';

type S3Settings = Extract<CutStoreSettings, { kind: 's3' }>;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Cuts as objects in an S3-compatible bucket, the key after the configured prefix. A PutObject is atomic
 * on every S3-compatible store: readers see the old object, none, or the whole new one.
 */
export function s3CutStore(settings: S3Settings, client = s3ClientFor(settings)): CutStore {
  const objectKey = (key: string) => {
    assertCutKey(key);
    return `${settings.prefix}${key}`;
  };
  const size = async (key: string): Promise<number | null> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  return {
    size,
    description: `s3 ${settings.bucket}/${settings.prefix}`,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async has(key) {
      return (await size(key)) !== null;
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
  };
}

export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // A stuck store must not hold a request open for long: the request fails and the caller reports it.
    requestHandler: { requestTimeout: 10_000, connectionTimeout: 3_000 },
    maxAttempts: 3,
  });
}
