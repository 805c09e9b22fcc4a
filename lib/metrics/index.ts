export { appMetrics, recordSearchIndex } from './registry';
