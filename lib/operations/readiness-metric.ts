import 'server-only';
import { Gauge } from 'prom-client';
import { appMetrics } from '@/lib/metrics';
import { checkReadiness } from './readiness';

/**
 * `catalogue_ready` (1 or 0) and one series per check, worked out at each scrape as /api/ready works
 * them out: Prometheus then sees an instance that answers but would not get traffic. Registered once,
 * from the app's start (instrumentation.ts), where the database client lives.
 */
export function registerReadinessMetric(): void {
  const { registry } = appMetrics();
  if (registry.getSingleMetric('catalogue_ready')) return;
  new Gauge({
    name: 'catalogue_ready',
    help: 'Whether this instance would answer /api/ready with 200 (1) or 503 (0); the check label names each part.',
    labelNames: ['check'],
    registers: [registry],
    async collect() {
      const { ready, checks } = await checkReadiness();
      this.set({ check: 'all' }, ready ? 1 : 0);
      for (const [check, passed] of Object.entries(checks)) this.set({ check }, check === 'stopping' ? Number(!passed) : Number(passed));
    },
  });
}
