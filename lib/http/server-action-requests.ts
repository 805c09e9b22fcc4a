import { IncomingMessage, type ServerResponse } from 'node:http';
import { parseMediaType } from './media-type';
import { isCrossSiteOrigin } from './own-origin';
import type { RequestListener } from './peer-address';
import { sharedSecurityHeaders } from './security-headers';

// Next reads a server action's body itself and throws on anything it cannot take (a body over the
// limit, text that is not JSON, broken multipart, another site's Origin): each is a 500 with a stack
// trace in the log, which any visitor can cause on any page (issue 32). The production server
// (scripts/serve.ts) checks those posts first and answers 413, 400, 415 or 403 as SECURITY.md says; what
// passes is handed to Next unchanged.

/** The largest server action body (next.config.ts reads it too). */
export const serverActionBodyLimit = 512 * 1024;

/** Past this much of a refused body the connection is closed instead of read to its end. */
const drainLimit = 4 * serverActionBodyLimit;

/** What Next's client sends: text for plain arguments, multipart when a file or a form is among them. */
const actionMediaTypes = new Set(['text/plain', 'multipart/form-data']);

type Refusal = { status: 400 | 403 | 413 | 415; reason: string };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A post to a server action: Next's client names the action in this header. */
export function isServerActionPost(request: IncomingMessage): boolean {
  return request.method === 'POST' && single(request.headers['next-action']) !== undefined;
}

function checkHeaders(request: IncomingMessage, appOrigin: string): Refusal | undefined {
  if (isCrossSiteOrigin(single(request.headers.origin), appOrigin)) return { status: 403, reason: 'crossSiteOrigin' };
  const mediaType = parseMediaType(single(request.headers['content-type']) ?? null);
  if (!mediaType || !actionMediaTypes.has(mediaType.essence)) return { status: 415, reason: 'unsupportedMediaType' };
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > serverActionBodyLimit) return { status: 413, reason: 'payloadTooLarge' };
  return undefined;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Multipart as browsers write it: a boundary of 1-70 characters, the body starting with it, every part
 * with a header block naming its form field, and the closing delimiter. Anything else is a 400 rather
 * than the parser's error inside Next.
 */
export function isWellFormedMultipart(contentType: string, body: Buffer): boolean {
  const boundary = parseMediaType(contentType)?.parameters.get('boundary');
  if (!boundary || boundary.length > 70) return false;
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  if (!text.startsWith(delimiter)) return false;
  const close = text.indexOf(`\r\n${delimiter}--`);
  if (close === -1) return false;
  const parts = text.slice(delimiter.length, close).split(new RegExp(`\\r\\n${escapeForPattern(delimiter)}`));
  return parts.every((part) => {
    const headerEnd = part.indexOf('\r\n\r\n');
    return part.startsWith('\r\n') && headerEnd !== -1 && /^content-disposition:\s*form-data;[^\r\n]*\bname=/im.test(part.slice(0, headerEnd));
  });
}

function checkBody(request: IncomingMessage, body: Buffer): Refusal | undefined {
  const contentType = single(request.headers['content-type']) ?? '';
  if (parseMediaType(contentType)?.essence === 'multipart/form-data') {
    return isWellFormedMultipart(contentType, body) ? undefined : { status: 400, reason: 'malformedMultipart' };
  }
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    return undefined;
  } catch {
    return { status: 400, reason: 'invalidJson' };
  }
}

/**
 * Answers once the client has sent its body (read and dropped, up to `drainLimit`), so that the answer
 * is not lost to a connection reset while the client is still writing; past that, answers and closes.
 */
function refuse(request: IncomingMessage, response: ServerResponse, { status, reason }: Refusal): void {
  const body = JSON.stringify({ error: { code: reason } });
  const send = () => {
    if (response.headersSent) return;
    response.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      Connection: 'close',
      ...Object.fromEntries(sharedSecurityHeaders.map(({ key, value }) => [key, value])),
    });
    response.end(body);
  };
  if (request.complete) return send();
  let drained = 0;
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained <= drainLimit) return;
    send();
    response.once('finish', () => request.destroy());
  });
  request.once('end', send);
  request.once('error', () => request.destroy());
  request.resume();
}

/** Reads the body up to the limit; undefined once it is over (the rest is left to `refuse`). */
function readLimitedBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= serverActionBodyLimit) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.off('end', onEnd);
      request.pause();
      resolve(undefined);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    request.on('data', onData);
    request.on('end', onEnd);
    request.once('error', reject);
  });
}

/** A request Next can read as if it came from the connection: the same socket and headers, the body read here. */
function replay(request: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.headers = request.headers;
  copy.rawHeaders = request.rawHeaders;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  if (body.length > 0) copy.push(body);
  copy.push(null);
  // Whole: otherwise destroying the copy once read would count as an aborted request and close the
  // connection, which the client may be keeping alive for its next request.
  copy.complete = true;
  return copy;
}

/**
 * The request listener checks server action posts before Next reads them and passes every other request
 * on. `appOrigin` is the site's configured origin: an action post whose Origin names another is refused.
 */
export function withServerActionsChecked(handle: RequestListener, appOrigin: string): RequestListener {
  return async (request, response) => {
    if (!isServerActionPost(request)) return handle(request, response);
    const early = checkHeaders(request, appOrigin);
    if (early) return refuse(request, response, early);
    let body: Buffer | undefined;
    try {
      body = await readLimitedBody(request);
    } catch {
      // The client went away while sending: there is nobody to answer.
      request.destroy();
      return undefined;
    }
    if (body === undefined) return refuse(request, response, { status: 413, reason: 'payloadTooLarge' });
    const late = checkBody(request, body);
    if (late) return refuse(request, response, late);
    return handle(replay(request, body), response);
  };
}
