import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * nginx's gzip as this comparison counts it: level 6 (zlib's default; deploy/nginx.conf sets 5, which
 * differs by a few bytes in a thousand on these pages). Brotli at quality 5: ngx_brotli's default
 * `brotli_comp_level` is 6, and 4-5 is what a proxy compressing on the fly usually runs.
 */
export const transferSettings = { gzipLevel: 6, brotliQuality: 5 } as const;

export type TransferBytes = { raw: number; gzip: number; brotli: number };

/** The bytes of a document as sent raw, gzipped and brotli-compressed. */
export function transferBytes(body: string | Buffer): TransferBytes {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw: buffer.byteLength,
    gzip: gzipSync(buffer, { level: transferSettings.gzipLevel }).byteLength,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: transferSettings.brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.byteLength,
      },
    }).byteLength,
  };
}
