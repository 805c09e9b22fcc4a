/**
 * At most `perSecond` messages a second from this process, in bursts of up to a second's worth (decision
 * 044). A fan-out spread over the time it is allowed leaves the cores to the pages meanwhile: unpaced, an
 * import's 10,000 messages took the second core for about ten seconds and slowed the pages by a third.
 */
export function sendingPace(perSecond: number, now: () => number = () => performance.now()) {
  const interval = 1000 / perSecond;
  // The moment the next message may go; a quiet spell (and the start) lends at most one second's burst.
  let next = Number.NEGATIVE_INFINITY;
  return async function take(): Promise<void> {
    const at = Math.max(next, now() - 1000 + interval);
    next = at + interval;
    const wait = at - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}
