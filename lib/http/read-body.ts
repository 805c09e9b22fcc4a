import { AppError } from '@/lib/errors';

const tooLargeError = () => new AppError('payloadTooLarge', 'Errors.http.payloadTooLarge');

/** The declared length, when the header is a plain number; anything else is checked while reading. */
function declaredLength(headers: Headers): number | undefined {
  const value = headers.get('content-length')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * The whole body of a request, at most `maxBytes` of it. A declared length over the limit is refused
 * before anything is read; since the header can be missing or false, reading also stops (and cancels the
 * stream) as soon as one byte too many has arrived. Every route handler that reads a body reads it here.
 */
export async function readBodyBytes(request: Request, maxBytes: number, tooLarge: () => Error = tooLargeError): Promise<Uint8Array<ArrayBuffer>> {
  if ((declaredLength(request.headers) ?? 0) > maxBytes) throw tooLarge();
  if (request.body === null) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text (UTF-8, as `Request.text()` decodes it), within the same limit. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}
