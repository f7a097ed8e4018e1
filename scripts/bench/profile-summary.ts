import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface HotFunction {
  name: string;
  where: string;
  selfMs: number;
  selfShare: number;
  totalShare: number;
}

function where(url: string, line: number, column = 0): string {
  if (!url) return '(native)';
  // Built chunks are minified onto few lines: the column says where.
  if (/^https?:/.test(url)) return `${new URL(url).pathname.split('/').pop()}:${line + 1}:${column + 1}`;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  const file = m ? `${m[1]}/${m[2]!.split('/').pop()}` : url.replace(/^file:\/\/.*?\/(api|scripts)\//, '$1/').replace(/^node:/, 'node:');
  return `${file}:${line + 1}`;
}

/** The functions with the most self time in a .cpuprofile, and the share of samples under each (total). */
export function summarizeProfile(path: string, top = 15): { totalMs: number; idleShare: number; gcShare: number; hot: HotFunction[] } {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

  const key = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'}@${where(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber)}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let idle = 0;
  let gc = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName;
    if (name === '(idle)') idle += us;
    if (name === '(garbage collector)') gc += us;
    self.set(key(node), (self.get(key(node)) ?? 0) + us);
    // Each function once per stack, however deep its recursion.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const k = key(byId.get(cur)!);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + us);
    }
  }
  const busy = totalUs - idle;
  const hot = [...self.entries()]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)') && !k.startsWith('(root)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, us]) => {
      const at = k.indexOf('@');
      return { name: k.slice(0, at), where: k.slice(at + 1), selfMs: us / 1000, selfShare: us / busy, totalShare: (total.get(k) ?? 0) / busy };
    });
  return { totalMs: totalUs / 1000, idleShare: idle / totalUs, gcShare: gc / busy, hot };
}

export type FrameTest = RegExp | ((frame: ProfileNode['callFrame']) => boolean);

/** The share of busy time spent under functions that `test` matches (`name@url` for a RegExp), inclusive. */
export function inclusiveShare(path: string, test: FrameTest): number {
  const matches = typeof test === 'function' ? test : (f: ProfileNode['callFrame']) => test.test(`${f.functionName}@${f.url}`);
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let busy = 0;
  let under = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    if (byId.get(id)!.callFrame.functionName === '(idle)') return;
    busy += us;
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      if (matches(byId.get(cur)!.callFrame)) {
        under += us;
        return;
      }
    }
  });
  return busy ? under / busy : 0;
}

/** Self time per script (page profiles: which chunk's code ran), as shares of the non-idle samples. */
export function selfByScript(path: string): Array<{ script: string; share: number }> {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const us = profile.timeDeltas[i] ?? 0;
    busy += us;
    const name = frame.functionName || 'native';
    const script = frame.url ? (/^https?:/.test(frame.url) ? new URL(frame.url).pathname.split('/').pop()! : frame.url) : name.startsWith('(') ? name : `(${name})`;
    totals.set(script, (totals.get(script) ?? 0) + us);
  });
  return [...totals.entries()].map(([script, us]) => ({ script, share: busy ? us / busy : 0 })).sort((a, b) => b.share - a.share);
}
