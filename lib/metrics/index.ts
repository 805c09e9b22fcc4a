export { appMetrics, recordSearchIndex, type AppMetrics, type ObservedPool } from './registry';
