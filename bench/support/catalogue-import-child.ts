// One catalogue import in a process of its own, so that the benchmark reads the importer's own peak memory.
// Prints one JSON line: { ms, total, summary, maxRssMb, phases }, each phase with its seconds, the cores
// this process kept busy (its CPU time over the wall time) and the cores busy on the whole machine
// (from /proc/stat: other work sharing the machine shows as the difference).
import { readFileSync } from 'node:fs';
import { importCatalogueFiles, type ImportPhase } from '@/lib/catalogue-import/import-files';
import { folderCutStore } from '@/lib/cut-images/folder-cut-store';

const [url, folder, cutDir] = process.argv.slice(2);
if (!url || !folder || !cutDir) throw new Error('Usage: catalogue-import-child <database url> <folder> <cut store folder>');

/** The machine's busy and total CPU time in clock ticks since boot (the first line of /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
}

type Mark = { phase: ImportPhase; at: number; cpu: NodeJS.CpuUsage; machine: { busy: number; total: number } };
const marks: Mark[] = [];
const cores = (readFileSync('/proc/stat', 'utf8').match(/^cpu\d+ /gm) ?? []).length || 1;

const started = performance.now();
const result = await importCatalogueFiles(url, folder, {
  dryRun: false,
  currentEventCode: 'C999',
  cutStore: folderCutStore(cutDir),
  onPhase: (phase) => marks.push({ phase, at: performance.now(), cpu: process.cpuUsage(), machine: machineTicks() }),
});
const ms = performance.now() - started;
const phases = marks.slice(0, -1).map((mark, index) => {
  const next = marks[index + 1] as Mark;
  const seconds = (next.at - mark.at) / 1000;
  const cpuSeconds = (next.cpu.user + next.cpu.system - mark.cpu.user - mark.cpu.system) / 1e6;
  const machineShare = (next.machine.busy - mark.machine.busy) / Math.max(1, next.machine.total - mark.machine.total);
  return { phase: mark.phase, seconds, processCores: seconds > 0 ? cpuSeconds / seconds : 0, machineCores: machineShare * cores };
});
console.log(JSON.stringify({ ms, total: result.summary.total, summary: result.summary, maxRssMb: process.resourceUsage().maxRSS / 1024, phases }));
