import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseSource, productSourceFiles, projectRoot, visitNodes, whereIs } from '@/tests/support/source-scan';

// Third review, findings 4 and 8: the token endpoints minted tokens without any limit, and sign-in limits
// written next to the password check locked members out. Tokens are minted in one function, behind the
// token limits and bound to a session; sign-in's counters are chosen in one module, which keeps a known
// device out of the account's and the address's limits. This check refuses either written anywhere else.

/** Where each name may be used, beside its own definition: file, and for a call the function it sits in. */
const owners: Record<string, { file: string; insideFunction?: string }[]> = {
  issueApiTokens: [{ file: 'lib/tokens/exchange.ts', insideFunction: 'issueCounted' }],
  signInFailuresPerPair: [{ file: 'lib/auth/sign-in-limits.ts' }],
  signInFailuresPerAccount: [{ file: 'lib/auth/sign-in-limits.ts' }, { file: 'lib/account/password-reset.ts' }],
  signInFailuresPerAddress: [{ file: 'lib/auth/sign-in-limits.ts' }],
  signInFailuresPerDevice: [{ file: 'lib/auth/sign-in-limits.ts' }],
  signInAttemptsPerAddress: [{ file: 'lib/auth/sign-in-limits.ts' }],
};
const definitions: Record<string, string> = {
  issueApiTokens: 'lib/tokens/api-tokens.ts',
  signInFailuresPerPair: 'lib/rate-limit/policies.ts',
  signInFailuresPerAccount: 'lib/rate-limit/policies.ts',
  signInFailuresPerAddress: 'lib/rate-limit/policies.ts',
  signInFailuresPerDevice: 'lib/rate-limit/policies.ts',
  signInAttemptsPerAddress: 'lib/rate-limit/policies.ts',
};

function enclosingFunction(node: ts.Node): string | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) && current.name) return current.name.text;
  }
  return undefined;
}

/** Uses of the owned names outside their owners, as `file:line name`. */
export function strayUses(fileName: string, text: string): string[] {
  const source = parseSource(fileName, text);
  const found: string[] = [];
  visitNodes(source, (node) => {
    if (!ts.isIdentifier(node) || !Object.hasOwn(owners, node.text)) return;
    // The name inside an import or export list is not a use; the uses are checked where they are.
    if (ts.isImportSpecifier(node.parent) || ts.isExportSpecifier(node.parent) || ts.isImportClause(node.parent)) return;
    if (definitions[node.text] === fileName) return;
    const allowed = (owners[node.text] ?? []).some(
      (owner) => owner.file === fileName && (owner.insideFunction === undefined || enclosingFunction(node) === owner.insideFunction),
    );
    if (!allowed) found.push(`${whereIs(source, node)} ${node.text}`);
  });
  return found;
}

describe('credentials are limited in one place', () => {
  it('finds a token minted outside the limited function, and a sign-in counter used outside its module', () => {
    expect(strayUses('lib/tokens/exchange.ts', 'export function mint(user, sid) { return issueApiTokens(user, sid); }')).toEqual(['lib/tokens/exchange.ts:1 issueApiTokens']);
    expect(strayUses('lib/tokens/exchange.ts', 'async function issueCounted(user, sid) { return issueApiTokens(user, sid); }')).toEqual([]);
    expect(strayUses('lib/auth/credentials.ts', "import { signInFailuresPerPair } from 'x';\nhitRateLimit(signInFailuresPerPair, email);")).toEqual([
      'lib/auth/credentials.ts:2 signInFailuresPerPair',
    ]);
  });

  it('holds in the product source', () => {
    const found = productSourceFiles().flatMap((file) => strayUses(file, readFileSync(path.join(projectRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
