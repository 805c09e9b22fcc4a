import { AsyncLocalStorage } from 'node:async_hooks';

// Route handlers and server actions read the request through `next/headers`, which only works inside
// Next's own request scope. Test files that call them directly mock that module with this one:
//   vi.mock('next/headers', () => import('@/tests/support/request-scope'));
// and run each call inside `withRequestHeaders`, so concurrent calls each see their own request.

const scope = new AsyncLocalStorage<{ headers: Headers; cookies: Map<string, string> }>();

function cookiesOf(headers: Headers): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (headers.get('cookie') ?? '').split(';')) {
    const cut = pair.indexOf('=');
    if (cut > 0) jar.set(pair.slice(0, cut).trim(), pair.slice(cut + 1).trim());
  }
  return jar;
}

export function withRequestHeaders<T>(headers: HeadersInit, work: () => Promise<T>): Promise<T> {
  const copy = new Headers(headers);
  return scope.run({ headers: copy, cookies: cookiesOf(copy) }, work);
}

function current() {
  return scope.getStore() ?? { headers: new Headers(), cookies: new Map<string, string>() };
}

export async function headers(): Promise<Headers> {
  return current().headers;
}

export async function cookies() {
  const jar = current().cookies;
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) ?? '' } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    has: (name: string) => jar.has(name),
    set: (name: string | { name: string; value: string }, value?: string) => {
      if (typeof name === 'string') jar.set(name, value ?? '');
      else jar.set(name.name, name.value);
    },
    delete: (name: string) => jar.delete(name),
  };
}

export async function draftMode() {
  return { isEnabled: false, enable() {}, disable() {} };
}
