import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * `npx tsx bench/src/profile-summary.ts <file.cpuprofile> [rows] [from-second]`: the functions a
 * V8 CPU profile (node --cpu-prof) spent its samples in, by self time and by inclusive time, as
 * text; samples before `from-second` (the process's start-up) are left out. A GUI (DevTools,
 * speedscope) shows the same; this works over ssh and in a note.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface Window {
  rows: number;
  fromMicros: number;
}

/** The package a frame runs in, else its file (node's own modules, the project's sources). */
function placeOf(url: string): string {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url ? basename(url) : '(native)');
}

/** Function, package or file, line: what a reader needs to know where the time went. */
function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  return `${functionName || '(anonymous)'} ${placeOf(url)}:${lineNumber + 1}`;
}

/** Samples where the process waited: left out, so shares are of the time it was busy. */
const idleFrames = new Set(['(idle)', '(program)']);

function summarize(profile: CpuProfile, { rows, fromMicros }: Window): string {
  const parentOf = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const self = new Map<string, number>();
  const selfByPlace = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (table: Map<string, number>, key: string, micros: number) =>
    table.set(key, (table.get(key) ?? 0) + micros);
  let total = 0;
  let busy = 0;
  let elapsed = 0;
  profile.samples.forEach((leafId, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    elapsed += micros;
    if (elapsed < fromMicros) return;
    total += micros;
    const leaf = byId.get(leafId);
    if (!leaf || idleFrames.has(leaf.callFrame.functionName)) return;
    busy += micros;
    add(self, frameName(leaf.callFrame), micros);
    add(selfByPlace, placeOf(leaf.callFrame.url), micros);
    // A recursive function counts once per sample, however deep it recurses.
    const onStack = new Set<string>();
    for (let id: number | undefined = leafId; id !== undefined; id = parentOf.get(id)) {
      const node = byId.get(id);
      if (node) onStack.add(frameName(node.callFrame));
    }
    for (const name of onStack) add(inclusive, name, micros);
  });
  const top = (table: Map<string, number>) =>
    [...table.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, rows)
      .map(([name, micros]) => `${((100 * micros) / busy).toFixed(1).padStart(6)} %  ${name}`)
      .join('\n');
  return [
    `${(total / 1e6).toFixed(1)} s of samples, busy ${(busy / 1e6).toFixed(1)} s; shares are of the busy time`,
    '',
    'Self time by package or file:',
    top(selfByPlace),
    '',
    'Self time:',
    top(self),
    '',
    'Inclusive time:',
    top(inclusive),
  ].join('\n');
}

const [file, rows = '30', fromSecond = '0'] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [rows] [from-second]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
process.stdout.write(`${summarize(profile, { rows: Number(rows), fromMicros: Number(fromSecond) * 1e6 })}\n`);
