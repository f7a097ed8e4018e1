import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

let ticks: number | undefined;
/** Clock ticks per second, the unit of utime and stime in /proc/<pid>/stat. */
function clockTicks(): number {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** User plus system CPU seconds a process has used so far (its threads included). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / clockTicks();
}

/** VmHWM (peak resident set) and VmRSS of a process, in MB. */
export function memoryMb(pid: number): { peakRss: number; rss: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { peakRss: kb('VmHWM') / 1024, rss: kb('VmRSS') / 1024 };
}

/** The soft limit on open files of a process (inherited by its children). */
export function openFileLimit(pid: number | 'self' = 'self'): number {
  const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
  return match?.[1] === 'unlimited' ? Infinity : Number(match?.[1] ?? 1024);
}

/** CPU seconds the whole machine has spent busy (all cores, every process), from /proc/stat. */
export function systemBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  // cpu user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / clockTicks();
}

/** Share of the machine's cores busy over `ms` (every process): other work that would skew a run. */
export async function machineBusyShare(ms: number): Promise<number> {
  const before = systemBusySeconds();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (systemBusySeconds() - before) / (ms / 1000) / os.availableParallelism();
}

/** The kernel's count of connections dropped because a listen queue was full (all sockets, since boot). */
export function listenOverflows(): number {
  try {
    const [head, values] = readFileSync('/proc/net/netstat', 'utf8').split('\n').filter((l) => l.startsWith('TcpExt:'));
    const index = head!.split(/\s+/).indexOf('ListenOverflows');
    return index > 0 ? Number(values!.split(/\s+/)[index]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  kernel: string;
}

export function machine(): Machine {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // Not Linux: os.cpus() is the best there is.
  }
  return {
    cpu,
    cores: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    kernel: `${os.type()} ${os.release()}`,
  };
}
