import type { ServerResponse } from 'node:http';
import type { RequestListener } from './peer-address';

// Next.js drops Content-Encoding (and Content-Length) from every route handler's Response, on the
// ground that fetch may already have decoded the body, and compresses with gzip alone. A body
// compressed once per build (the offline catalogue's brotli, decision 027) therefore reached the
// browser labelled as plain JSON. Such a route names the body's encoding in its own header instead,
// and the production server (scripts/serve.ts) writes it as Content-Encoding; Next's compression then
// leaves the response alone, as it does any response that already has an encoding.

/** The response header a route sets for a body it compressed itself. */
export const PRECOMPRESSED_ENCODING = 'x-precompressed-encoding';

/**
 * The request header the production server sets (replacing any a client sent): the header above will
 * be honoured. Under `next dev` it is absent, and such a route answers uncompressed JSON.
 */
export const PRECOMPRESSED_HONOURED = 'x-precompressed-honoured';

export type PrecompressedEncoding = 'br' | 'gzip';

/** Whether `encoding` is acceptable per Accept-Encoding: named (or `*`) with a weight above zero. */
function accepts(acceptEncoding: string, encoding: string): boolean {
  let wildcard = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    const allowed = weight === undefined || Number(weight.slice(2)) > 0;
    if (name === encoding) return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard;
}

/**
 * The first of the offered encodings this request accepts, when the server honours precompressed
 * bodies; undefined for plain JSON.
 */
export function precompressedEncodingFor(request: Request, offered: readonly PrecompressedEncoding[]): PrecompressedEncoding | undefined {
  if (request.headers.get(PRECOMPRESSED_HONOURED) !== '1') return undefined;
  const acceptEncoding = request.headers.get('accept-encoding') ?? '';
  return offered.find((encoding) => accepts(acceptEncoding, encoding));
}

/** The request listener turns a route's precompressed header into Content-Encoding. */
export function withPrecompressedBodies(handle: RequestListener): RequestListener {
  return (request, response) => {
    request.headers[PRECOMPRESSED_HONOURED] = '1';
    const setHeader = response.setHeader;
    // Every header Next writes from a route's Response goes through setHeader on the Node response.
    response.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
      return setHeader.call(this, name.toLowerCase() === PRECOMPRESSED_ENCODING ? 'Content-Encoding' : name, value);
    };
    return handle(request, response);
  };
}
