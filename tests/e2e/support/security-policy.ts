import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// What every response of the app carries, and the Content-Security-Policy of its pages: the checks of
// tests/e2e/page-tour and tests/e2e/shell/security-headers.spec.ts.

const sharedHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
} as const;

export function expectSharedHeaders(headers: Record<string, string>, what: string): void {
  for (const [name, value] of Object.entries(sharedHeaders)) expect(headers[name], `${name} on ${what}`).toBe(value);
  expect(headers['permissions-policy'], `permissions-policy on ${what}`).toMatch(/camera=\(\).*microphone=\(\)/);
}

/** The directives of a policy by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Checks a page's policy and the shared headers; returns the policy's nonce source (`'nonce-…'`). */
export function expectPagePolicy(headers: Record<string, string>, what: string): string {
  const policy = headers['content-security-policy'] ?? '';
  const parsed = directives(policy);
  const scripts = parsed.get('script-src') ?? [];
  const nonce = scripts.find((source) => source.startsWith("'nonce-"));
  expect(nonce, `a nonce in the policy of ${what}: ${policy}`).toMatch(/^'nonce-[A-Za-z0-9+/]{22,}={0,2}'$/);
  expect(scripts, `script-src of ${what}`).toContain("'strict-dynamic'");
  expect(scripts, `script-src of ${what}`).not.toContain("'unsafe-inline'");
  expect(scripts, `script-src of ${what}`).not.toContain("'unsafe-eval'");
  expect(parsed.get('object-src'), `object-src of ${what}`).toEqual(["'none'"]);
  expect(parsed.get('base-uri'), `base-uri of ${what}`).toEqual(["'self'"]);
  expect(parsed.get('frame-ancestors'), `frame-ancestors of ${what}`).toEqual(["'self'"]);
  expect(parsed.get('form-action')?.[0], `form-action of ${what}`).toBe("'self'");
  expectSharedHeaders(headers, what);
  return nonce ?? '';
}

/**
 * Next puts the response's nonce on each of its own scripts, and the page's inline scripts carry it too
 * (scripts those add later need none: 'strict-dynamic' trusts them).
 */
export function expectScriptsCarryNonce(html: string, nonce: string, what: string): void {
  const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scriptTags.length, `${what} has scripts`).toBeGreaterThan(0);
  for (const tag of scriptTags) expect(tag, `a script of ${what} carries the nonce of the response`).toContain(`nonce="${nonce.slice(7, -1)}"`);
}

/** Records every policy violation the page's documents report, and the console's CSP errors. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
