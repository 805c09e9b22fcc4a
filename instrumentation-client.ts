import { config } from 'zod/v4/core';

// Runs in the browser before the app's modules. zod builds a faster parser for object schemas with
// `new Function`, after probing whether eval is allowed; the pages' Content-Security-Policy forbids eval,
// and the probe alone counts as a violation. The few objects the browser validates need no compiled parser.
config({ jitless: true });
