export async function register(): Promise<void> {
  // The one environment read outside lib/config: the bundler writes NEXT_RUNTIME in as a constant, which
  // keeps the Node-only start below out of an edge bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitOnInvalidConfig } = await import('@/lib/config/exit-on-invalid-config');
    const { building, database } = exitOnInvalidConfig();
    // Not awaited: the server starts answering while the search index builds; early requests wait for
    // it. The build's page workers run this too and have no use for an index or for the hourly sweep.
    if (database && !building) {
      const { warmCatalogueIndex } = await import('@/lib/catalogue/catalogue-index-instance');
      void warmCatalogueIndex();
      const { scheduleExpiredRowDeletion } = await import('@/lib/housekeeping/expired-rows');
      scheduleExpiredRowDeletion();
      const { registerReadinessMetric } = await import('@/lib/operations/readiness-metric');
      registerReadinessMetric();
      // This instance's share of sending the notifications (decision 044), unless the server's start runs
      // it in a process of its own (scripts/serve.ts); a failure to start is logged and leaves the jobs
      // queued for the other instances.
      const { sendingRunsApart } = await import('@/lib/notifications/sending-process');
      if (!sendingRunsApart()) {
        const { startPushWorker } = await import('@/lib/notifications/push-worker');
        startPushWorker().catch((error: unknown) => console.error('The notification worker did not start:', error));
      }
    }
  }
}
