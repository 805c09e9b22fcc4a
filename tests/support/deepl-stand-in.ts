import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for DeepL's v2 API, for tests and the benchmark only: the endpoints deepl-node's
 * Translator calls for text translation (translate, glossaries, usage), form-encoded requests and JSON
 * answers as DeepL's, the `DeepL-Auth-Key` header, 456 once the character quota is spent and 429 on demand.
 *
 * Its translation is deterministic and recognisable: the glossary's terms replaced (longest first), the
 * rest left as it was, behind a tag naming the target, `[en] new book はオリジナル百合本`. Tests assert on
 * it; it says nothing of DeepL's quality.
 */
export type DeepLStandIn = {
  url: string;
  apiKey: string;
  /** Every translate request received: the texts, the target and the glossary named. */
  translateRequests: { texts: string[]; targetLang: string; glossaryId: string | null }[];
  /** Characters billed so far (successful translations only). */
  characterCount(): number;
  /** The next `times` translate requests answer `status` (429 or 5xx) before any work. */
  failNext(status: number, times?: number): void;
  glossaryCount(): number;
  stop(): Promise<void>;
};

export type DeepLStandInOptions = { port?: number; apiKey?: string; characterLimit?: number };

type Glossary = { id: string; name: string; source: string; target: string; entries: [string, string][]; created: string };

export function standInTranslation(text: string, targetLang: string, entries: readonly [string, string][]): string {
  let translated = text;
  for (const [term, target] of [...entries].sort((a, b) => b[0].length - a[0].length)) translated = translated.replaceAll(term, target);
  return `[${targetLang.toLowerCase().split('-')[0]}] ${translated}`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const glossaryInfo = (g: Glossary) => ({
  glossary_id: g.id, name: g.name, ready: true, source_lang: g.source, target_lang: g.target, creation_time: g.created, entry_count: g.entries.length,
});

export async function startDeepLStandIn(options: DeepLStandInOptions = {}): Promise<DeepLStandIn> {
  const apiKey = options.apiKey ?? 'stand-in-key:fx';
  const characterLimit = options.characterLimit ?? 500_000_000;
  const glossaries = new Map<string, Glossary>();
  const translateRequests: DeepLStandIn['translateRequests'] = [];
  let characters = 0;
  let failures: { status: number; times: number } | null = null;

  async function translate(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await readForm(request);
    const texts = form.getAll('text');
    const targetLang = form.get('target_lang') ?? '';
    const glossaryId = form.get('glossary_id');
    if (failures && failures.times > 0) {
      failures.times -= 1;
      return send(response, failures.status, { message: 'Too many requests' });
    }
    if (texts.length === 0 || texts.length > 50 || targetLang === '') return send(response, 400, { message: 'Bad request. Reason: text and target_lang are required, at most 50 texts' });
    const glossary = glossaryId === null ? undefined : glossaries.get(glossaryId);
    if (glossaryId !== null && !glossary) return send(response, 404, { message: 'Glossary not found' });
    if (glossary && form.get('source_lang')?.toLowerCase() !== glossary.source) return send(response, 400, { message: 'Bad request. Reason: the glossary does not match source_lang' });
    const billed = texts.map((text) => [...text].length);
    const total = billed.reduce((sum, n) => sum + n, 0);
    if (characters + total > characterLimit) return send(response, 456, { message: 'Quota Exceeded' });
    characters += total;
    translateRequests.push({ texts, targetLang, glossaryId });
    send(response, 200, {
      translations: texts.map((text, index) => ({ detected_source_language: 'JA', text: standInTranslation(text, targetLang, glossary?.entries ?? []), billed_characters: billed[index] })),
    });
  }

  async function createGlossary(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = await readForm(request);
    if (form.get('entries_format') !== 'tsv') return send(response, 400, { message: 'Bad request. Reason: entries_format must be tsv' });
    const entries = (form.get('entries') ?? '').split('\n').filter(Boolean).map((line) => line.split('\t') as [string, string]);
    const glossary: Glossary = {
      id: randomUUID(), name: form.get('name') ?? '', source: form.get('source_lang') ?? '', target: form.get('target_lang') ?? '', entries, created: new Date().toISOString(),
    };
    glossaries.set(glossary.id, glossary);
    send(response, 201, glossaryInfo(glossary));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.headers.authorization !== `DeepL-Auth-Key ${apiKey}`) return send(response, 403, { message: 'Wrong endpoint or authentication key' });
    const glossaryPath = /^\/v2\/glossaries\/([^/]+)(\/entries)?$/.exec(url.pathname);
    const route = `${request.method} ${glossaryPath ? `/v2/glossaries/:id${glossaryPath[2] ?? ''}` : url.pathname}`;
    const glossary = glossaryPath?.[1] ? glossaries.get(glossaryPath[1]) : undefined;
    const handled = (async () => {
      switch (route) {
        case 'POST /v2/translate': return translate(request, response);
        case 'GET /v2/usage': return send(response, 200, { character_count: characters, character_limit: characterLimit });
        case 'POST /v2/glossaries': return createGlossary(request, response);
        case 'GET /v2/glossaries': return send(response, 200, { glossaries: [...glossaries.values()].map(glossaryInfo) });
        case 'GET /v2/glossaries/:id': return glossary ? send(response, 200, glossaryInfo(glossary)) : send(response, 404, { message: 'Glossary not found' });
        case 'GET /v2/glossaries/:id/entries':
          return glossary ? send(response, 200, glossary.entries.map((entry) => entry.join('\t')).join('\n'), 'text/tab-separated-values') : send(response, 404, { message: 'Glossary not found' });
        case 'DELETE /v2/glossaries/:id':
          if (!glossary) return send(response, 404, { message: 'Glossary not found' });
          glossaries.delete(glossary.id);
          response.writeHead(204).end();
          return;
        default: return send(response, 404, { message: 'Not found' });
      }
    })();
    handled.catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    translateRequests,
    characterCount: () => characters,
    failNext(status, times = 1) {
      failures = { status, times };
    },
    glossaryCount: () => glossaries.size,
    stop: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
