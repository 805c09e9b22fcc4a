import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service, for tests and the benchmark only, that a phone's browser would otherwise reach:
 * it hands out subscriptions (an endpoint and the keys a browser would make), takes push messages as
 * RFC 8030 says (POST to the endpoint, `TTL` required, `Urgency` and `Topic` checked, 201 Created with a
 * `Location`), checks the sender's VAPID token (RFC 8292: an ES256 JWT for the endpoint's origin, signed
 * by the key in `k=`) and decrypts the payload (RFC 8291, aes128gcm) with the subscription's private key
 * and auth secret, so that a test reads what the phone would show. A subscription can be made gone
 * (404 or 410, as a push service answers for one the browser dropped) or made to fail a few times (5xx).
 */
export type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

export type ReceivedPush = {
  endpoint: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  /** The VAPID key the token was verified with (base64url) and the JWT's `sub`. */
  vapidKey: string;
  subject: string;
  /** The decrypted payload as text (the app sends JSON). */
  text: string;
  at: number;
};

export type PushStandIn = {
  url: string;
  /** A new subscription, as `PushManager.subscribe` would give a page. */
  subscribe(): PushSubscriptionJson;
  /** The push service forgets a subscription: its endpoint answers `status` from now on. */
  makeGone(endpoint: string, status?: 404 | 410): void;
  /** The next `times` messages to any endpoint answer `status` (a 5xx) before anything is read. */
  failNext(status: number, times?: number): void;
  received: ReceivedPush[];
  /** Messages answered 404/410 so far. */
  refusedGone(): number;
  stop(): Promise<void>;
};

type Keys = { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer; gone: 404 | 410 | null };

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, read with the user agent's keys. */
export function decryptAes128gcm(body: Buffer, keys: { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error('not one aes128gcm record with a P-256 key id');
  const ecdhSecret = keys.ecdh.computeSecret(senderPublicKey);
  const prkKey = hmac(keys.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublicKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record must end with the delimiter 0x02');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`, the token ES256-signed by that key, for this origin, not expired. */
export function verifyVapid(header: string | undefined, origin: string, now = Date.now()): { key: string; subject: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [token = '', key = ''] = [match[1], match[2]];
  const [head = '', claims = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k= is no uncompressed P-256 key');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the token is not signed by k=');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (header_.alg !== 'ES256') throw new Error('alg must be ES256');
  if (body.aud !== origin) throw new Error(`aud ${body.aud} is not ${origin}`);
  if (typeof body.exp !== 'number' || body.exp * 1000 < now || body.exp * 1000 > now + 24 * 3600_000) throw new Error('exp must be within 24 hours');
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub)) throw new Error('sub must be a mailto: or https: URL');
  return { key, subject: body.sub };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const urgencies = new Set(['very-low', 'low', 'normal', 'high']);

export async function startPushStandIn(options: { port?: number; delayMs?: number } = {}): Promise<PushStandIn> {
  const subscriptions = new Map<string, Keys>();
  const received: ReceivedPush[] = [];
  let failures: { status: number; times: number } | null = null;
  let gone = 0;
  let origin = '';

  function refuse(response: ServerResponse, status: number, reason: string) {
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(reason);
  }

  async function push(id: string, request: IncomingMessage, response: ServerResponse) {
    const keys = subscriptions.get(id);
    if (!keys) return refuse(response, 404, 'no such subscription');
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return refuse(response, failures.status, 'failing on request');
    }
    if (keys.gone) {
      gone += 1;
      return refuse(response, keys.gone, 'subscription gone');
    }
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(response, 400, 'TTL is required');
    const urgency = String(request.headers.urgency ?? 'normal');
    if (!urgencies.has(urgency)) return refuse(response, 400, 'bad Urgency');
    const topic = request.headers.topic === undefined ? null : String(request.headers.topic);
    if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) return refuse(response, 400, 'Topic must be up to 32 base64url characters');
    let vapid: { key: string; subject: string };
    try {
      vapid = verifyVapid(request.headers.authorization, origin);
    } catch (error) {
      return refuse(response, 401, error instanceof Error ? error.message : 'bad token');
    }
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(response, 415, 'aes128gcm only');
    let text: string;
    try {
      text = decryptAes128gcm(await readBody(request), keys);
    } catch (error) {
      return refuse(response, 400, error instanceof Error ? error.message : 'cannot decrypt');
    }
    // A slow push service keeps messages in flight, for the tests that stop a worker mid-queue.
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    received.push({ endpoint: `${origin}/push/${id}`, ttl, urgency, topic, vapidKey: vapid.key, subject: vapid.subject, text, at: Date.now() });
    response.writeHead(201, { location: `${origin}/message/${randomUUID()}` });
    response.end();
  }

  function subscribe(): PushSubscriptionJson {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    const id = randomUUID();
    subscriptions.set(id, { ecdh, publicKey, auth, gone: null });
    return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64(publicKey), auth: b64(auth) } };
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const pushId = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
    const handle = async () => {
      if (request.method === 'POST' && pushId) return push(pushId, request, response);
      // For a test in another process (the end-to-end specs): make a subscription, read what arrived, make one gone.
      if (request.method === 'POST' && url.pathname === '/subscriptions') return respondJson(response, subscribe());
      if (request.method === 'GET' && url.pathname === '/received') return respondJson(response, received);
      if (request.method === 'POST' && url.pathname === '/gone') {
        standIn.makeGone(url.searchParams.get('endpoint') ?? '', url.searchParams.get('status') === '404' ? 404 : 410);
        return respondJson(response, { ok: true });
      }
      return refuse(response, 404, 'not found');
    };
    handle().catch((error: unknown) => refuse(response, 500, String(error)));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: PushStandIn = {
    url: origin,
    subscribe,
    makeGone(endpoint, status = 410) {
      const keys = subscriptions.get(endpoint.split('/').pop() ?? '');
      if (keys) keys.gone = status;
    },
    failNext(status, times = 1) {
      failures = { status, times };
    },
    received,
    refusedGone: () => gone,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}

function respondJson(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
