import { wholeNumberText } from '@/lib/validation/bounded-number';
import { readSettings } from './read-settings';

/** The live streams of open group, favourites and plan pages (decision 043). */
export interface LiveStreamSettings {
  /** A ping on every open stream this often, so that proxies and phones' networks keep an idle stream. */
  heartbeatMs: number;
  /** How often every open stream's access is checked again (sign-out, plan ended, removed from a group). */
  recheckMs: number;
  /** Streams one instance holds at most; past it a page is answered 503 and polls instead. */
  maxStreams: number;
}

export const liveStreamEnvShape = {
  LIVE_HEARTBEAT_SECONDS: wholeNumberText({ min: 1, max: 60 }, 'must be a whole number of seconds from 1 to 60').optional(),
  LIVE_RECHECK_SECONDS: wholeNumberText({ min: 1, max: 60 }, 'must be a whole number of seconds from 1 to 60').optional(),
  LIVE_MAX_STREAMS: wholeNumberText({ min: 0, max: 100_000 }, 'must be a whole number of streams from 0 to 100000').optional(),
};

export function liveStreamSettings(): LiveStreamSettings {
  const env = readSettings(liveStreamEnvShape);
  return { heartbeatMs: (env.LIVE_HEARTBEAT_SECONDS ?? 15) * 1000, recheckMs: (env.LIVE_RECHECK_SECONDS ?? 5) * 1000, maxStreams: env.LIVE_MAX_STREAMS ?? 5_000 };
}
