export { clearRateLimit, deleteEndedWindows, hitRateLimit, hitStartedWindow, refundRateLimit, startWindow } from './fixed-window';
export { enforceRateLimits } from './enforce';
export { clientAddress } from './client-address';
export * as rateLimitPolicies from './policies';
