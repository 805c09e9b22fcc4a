import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** A pool whose use a scrape reads (pg's Pool has these three counts). */
export type ObservedPool = { totalCount: number; idleCount: number; waitingCount: number };

export type AppMetrics = {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route'>;
  databaseTimeouts: Counter<'kind'>;
  rateLimitRefusals: Counter;
  offlineEdits: Counter<'outcome'>;
  searchIndexInfo: Gauge<'version'>;
  searchIndexRows: Gauge;
  searchIndexBuiltAt: Gauge;
  searchIndexBuildSeconds: Gauge;
  liveStreams: Gauge;
  pools: Set<ObservedPool>;
};

function create(): AppMetrics {
  const registry = new Registry();
  // Process CPU, memory, garbage collection and the event loop's delay (nodejs_eventloop_lag_*), read at
  // each scrape; nothing here runs per request.
  collectDefaultMetrics({ register: registry });
  const pools = new Set<ObservedPool>();
  const poolGauge = (name: string, help: string, read: (pool: ObservedPool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set([...pools].reduce((sum, pool) => sum + read(pool), 0));
      },
    });
  poolGauge('catalogue_db_pool_connections_in_use', 'Database connections of this instance running a query or transaction.', (pool) => pool.totalCount - pool.idleCount);
  poolGauge('catalogue_db_pool_connections_open', 'Database connections this instance holds open.', (pool) => pool.totalCount);
  poolGauge('catalogue_db_pool_waiting', 'Queries of this instance waiting for a free database connection.', (pool) => pool.waitingCount);
  return {
    registry,
    pools,
    httpRequests: new Counter({ name: 'catalogue_http_requests_total', help: 'Requests answered, by route pattern and status class.', labelNames: ['method', 'route', 'status_class'], registers: [registry] }),
    httpDuration: new Histogram({
      name: 'catalogue_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    databaseTimeouts: new Counter({
      name: 'catalogue_db_timeouts_total',
      help: 'Statements that ran out of time: statement, lock wait, or wait for a connection.',
      labelNames: ['kind'],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({ name: 'catalogue_rate_limit_refusals_total', help: 'Requests refused by a rate limit.', registers: [registry] }),
    offlineEdits: new Counter({
      name: 'catalogue_offline_sync_edits_total',
      help: 'Favourite edits sent from devices\' offline queues: accepted, refused as a conflict or an unlisted circle, or refused whole.',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    searchIndexInfo: new Gauge({
      name: 'catalogue_search_index_info',
      help: 'The catalogue version the search index holds (event, rows, fingerprint; it moves with every catalogue edit), as a label of the one series set to 1.',
      labelNames: ['version'],
      registers: [registry],
    }),
    searchIndexRows: new Gauge({ name: 'catalogue_search_index_rows', help: 'Circles and booths the search index holds.', registers: [registry] }),
    searchIndexBuiltAt: new Gauge({ name: 'catalogue_search_index_built_timestamp_seconds', help: 'When the search index was last built whole.', registers: [registry] }),
    searchIndexBuildSeconds: new Gauge({ name: 'catalogue_search_index_build_seconds', help: 'How long the last whole build of the search index took.', registers: [registry] }),
    liveStreams: new Gauge({ name: 'catalogue_live_streams_open', help: 'Live streams (Server-Sent Events) of open group, favourites and plan pages this instance holds.', registers: [registry] }),
  };
}

// On globalThis: the server script and the app's bundle each load this module, and both must count
// into one registry.
const globalForMetrics = globalThis as unknown as { catalogueMetrics?: AppMetrics };

export function appMetrics(): AppMetrics {
  globalForMetrics.catalogueMetrics ??= create();
  return globalForMetrics.catalogueMetrics;
}

/** Records the catalogue version the search index now holds; `builtMs` when it was built whole. */
export function recordSearchIndex(signature: { eventId: number | null; rows: number; hash: number }, built?: { at: number; ms: number }): void {
  const metrics = appMetrics();
  metrics.searchIndexInfo.reset();
  metrics.searchIndexInfo.set({ version: `${signature.eventId ?? 0}.${signature.rows}.${signature.hash}` }, 1);
  metrics.searchIndexRows.set(signature.rows);
  if (built) {
    metrics.searchIndexBuiltAt.set(built.at / 1000);
    metrics.searchIndexBuildSeconds.set(built.ms / 1000);
  }
}
