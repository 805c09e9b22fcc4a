import { register } from 'node:module';

// next-auth imports `next/server` and `next/headers` without the `.js` that Node's own ESM resolution needs
// (Next's bundler adds it); Vitest leaves node_modules to Node. This resolve hook adds the extension for
// those few paths. Import this module first in a test that loads next-auth. The lasting fix is
// `test.server.deps.inline: ['next-auth']` in vitest.config.ts, after which this file can go.
const hook = `
export async function resolve(specifier, context, next) {
  if (/^next\\/(server|headers|navigation)$/.test(specifier)) return next(specifier + '.js', context);
  return next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`);
