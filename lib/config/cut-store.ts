import { z } from 'zod';

/**
 * Where converted cut images are kept (decision 033): a folder by default, or an S3-compatible bucket.
 * Credentials for the bucket come from these settings or, when they are absent, from the AWS SDK's own
 * chain (AWS_ACCESS_KEY_ID and friends, an instance role).
 */
export type CutStoreSettings =
  | { kind: 'folder'; dir: string | undefined }
  | {
      kind: 's3';
      bucket: string;
      /** Put before every key, e.g. `cuts/`, so one bucket can hold more than cuts. */
      prefix: string;
      region: string;
      /** Another endpoint than AWS's own: an S3-compatible store (MinIO, Ceph, R2, a local server in tests). */
      endpoint: string | undefined;
      /** Bucket in the path rather than the host name; most S3-compatible stores need it. */
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export const cutStoreKinds = ['folder', 's3'] as const;

export const cutStoreEnvShape = {
  CUT_STORE: z.enum(cutStoreKinds, { error: `must be one of ${cutStoreKinds.join(', ')}` }).optional(),
  CUT_STORE_DIR: z.string().optional(),
  CUT_STORE_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 lower-case letters, digits, "." or "-")')
    .optional(),
  CUT_STORE_S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or folder names each ending in "/", e.g. cuts/')
    .optional(),
  CUT_STORE_S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1').optional(),
  CUT_STORE_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  CUT_STORE_S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  CUT_STORE_S3_ACCESS_KEY_ID: z.string().optional(),
  CUT_STORE_S3_SECRET_ACCESS_KEY: z.string().optional(),
};

type CutStoreEnv = { [Key in keyof typeof cutStoreEnvShape]?: z.output<(typeof cutStoreEnvShape)[Key]> };

export function cutStoreConfigProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  if (env.CUT_STORE === 's3' && !('CUT_STORE_S3_BUCKET' in env)) problems.push('CUT_STORE_S3_BUCKET is required when CUT_STORE is s3');
  if (env.CUT_STORE !== 's3' && Object.keys(env).some((name) => name.startsWith('CUT_STORE_S3_'))) {
    problems.push('CUT_STORE_S3_* settings are set but CUT_STORE is not s3');
  }
  if (('CUT_STORE_S3_ACCESS_KEY_ID' in env) !== ('CUT_STORE_S3_SECRET_ACCESS_KEY' in env)) {
    problems.push('CUT_STORE_S3_ACCESS_KEY_ID and CUT_STORE_S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return problems;
}

export function cutStoreSettingsFrom(env: CutStoreEnv): CutStoreSettings {
  if (env.CUT_STORE !== 's3' || !env.CUT_STORE_S3_BUCKET) return { kind: 'folder', dir: env.CUT_STORE_DIR };
  const { CUT_STORE_S3_ACCESS_KEY_ID: accessKeyId, CUT_STORE_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    bucket: env.CUT_STORE_S3_BUCKET,
    prefix: env.CUT_STORE_S3_PREFIX ?? '',
    region: env.CUT_STORE_S3_REGION ?? 'us-east-1',
    endpoint: env.CUT_STORE_S3_ENDPOINT,
    forcePathStyle: (env.CUT_STORE_S3_FORCE_PATH_STYLE ?? (env.CUT_STORE_S3_ENDPOINT ? 'true' : 'false')) === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
