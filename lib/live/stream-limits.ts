// A plain module: the benchmarks, which run outside the app, read it too.

/**
 * Streams one member holds on one instance: a phone and a few tabs are far fewer; past it the page
 * polls. Keeps one account from taking an instance's whole share of streams.
 */
export const MAX_STREAMS_PER_MEMBER = 20;
