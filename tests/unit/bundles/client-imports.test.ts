import { describe, expect, it } from 'vitest';
import { browserPackages } from '@/tests/support/client-module-graph';

// The browser validates nothing with zod (decision 017): the server parses every input, and a client
// module that needs a limit reads it from a plain module the schema also imports. zod in the browser
// would also need eval, which the pages' Content-Security-Policy forbids (decision 012).
describe('the modules the browser loads', () => {
  const packages = browserPackages();

  it('include the client entry points it should (the walk finds imports at all)', () => {
    expect(packages.has('react')).toBe(true);
    expect(packages.has('next-intl')).toBe(true);
  });

  it('never import the validation library', () => {
    expect(packages.get('zod')?.chain ?? 'none').toBe('none');
  });

  it('import server-only code nowhere', () => {
    expect(packages.get('server-only')?.chain ?? 'none').toBe('none');
  });
});
