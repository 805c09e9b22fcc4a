import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSourceFiles, projectRoot } from '@/tests/support/source-scan';

// The proxy hands the page its request headers with `NextResponse.next({ request: { headers } })`, the
// supported form (lib/proxy/steps.ts). Next's own `x-middleware-*` headers, which that call writes, are
// the framework's private protocol and may change in any release: no product file writes or reads them.

const privateHeader = /x-middleware-[a-z-]*/gi;

/** Where a source text names one of Next's private proxy headers, as `file:line header`. */
export function privateProtocolUses(fileName: string, text: string): string[] {
  return text.split('\n').flatMap((line, at) => [...line.matchAll(privateHeader)].map((match) => `${fileName}:${at + 1} ${match[0].toLowerCase()}`));
}

describe("Next's private proxy headers", () => {
  it('are named by no product file', () => {
    const found = productSourceFiles().flatMap((file) => privateProtocolUses(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('are found where the check looks for them', () => {
    expect(privateProtocolUses('lib/proxy/steps.ts', "const names = response.headers.get('x-middleware-override-headers');\nresponse.headers.set(`x-middleware-request-${name}`, value);")).toEqual([
      'lib/proxy/steps.ts:1 x-middleware-override-headers',
      'lib/proxy/steps.ts:2 x-middleware-request-',
    ]);
  });
});
