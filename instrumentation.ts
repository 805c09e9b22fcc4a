export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    const { exitOnInvalidConfig } = await import('@/lib/config/exit-on-invalid-config');
    exitOnInvalidConfig(process.env, { serving: !building });
    // Not awaited: the server starts answering while the search index builds; early requests wait for
    // it. The build's page workers run this too and have no use for an index or for the hourly sweep.
    if (process.env.DATABASE_URL && !building) {
      const { warmCatalogueIndex } = await import('@/lib/catalogue/catalogue-index-instance');
      void warmCatalogueIndex();
      const { scheduleExpiredRowDeletion } = await import('@/lib/housekeeping/expired-rows');
      scheduleExpiredRowDeletion();
      const { registerReadinessMetric } = await import('@/lib/operations/readiness-metric');
      registerReadinessMetric();
    }
  }
}
