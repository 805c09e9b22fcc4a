// Self time per function in a CPU profile taken through the DevTools protocol (Profiler.stop).

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
export type CpuProfile = { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] };

/** The `count` functions with the most self time, in milliseconds and as a share of every sample. */
export function topFunctions(profile: CpuProfile, count: number): { name: string; selfMs: number; share: number }[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfUs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let all = 0;
  // A sample's time is the delta to the next one.
  for (let i = 0; i < samples.length; i++) {
    const frame = frames.get(samples[i] ?? -1);
    const took = deltas[i + 1] ?? 0;
    if (!frame) continue;
    const file = frame.url.split('/').pop() ?? '';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    selfUs.set(name, (selfUs.get(name) ?? 0) + took);
    all += took;
  }
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, selfMs: us / 1000, share: all === 0 ? 0 : us / all }));
}
