// The push service stand-in (tests/support/push-stand-in.ts) in a process of its own, for bench:push: its
// decryption of every message would otherwise run in the event loop that times the page requests. It
// stands for a push service elsewhere on the network; its CPU time is measured and printed by the bench.
// It runs at the lowest priority (nice 19): elsewhere on the network in truth, its work here must not take
// the cores from the pages the bench times.
// Asked over IPC: `subscribe` (n subscriptions), `summary` (what arrived).
import { lowerProcessPriority } from '@/lib/operations/process-priority';
import { startPushStandIn } from '@/tests/support/push-stand-in';

lowerProcessPriority(19);

export type StandInRequest = { id: number; ask: 'subscribe'; count: number } | { id: number; ask: 'summary' };
export type StandInSummary = { received: number; devices: number; lastAt: number | null };

const push = await startPushStandIn();
process.on('message', (request: StandInRequest) => {
  if (request.ask === 'subscribe') {
    process.send?.({ id: request.id, value: Array.from({ length: request.count }, () => push.subscribe()) });
    return;
  }
  const at = push.received.map((message) => message.at);
  const summary: StandInSummary = { received: push.received.length, devices: new Set(push.received.map((message) => message.endpoint)).size, lastAt: at.length > 0 ? Math.max(...at) : null };
  process.send?.({ id: request.id, value: summary });
});
process.on('disconnect', () => void push.stop().finally(() => process.exit(0)));
process.send?.({ id: 0, value: push.url });
