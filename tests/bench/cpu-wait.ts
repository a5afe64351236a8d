// Why this exists: on this 2-core machine the bench's processes wait for a CPU as well as run on one,
// and that wait is latency a server's own loop figures cannot show. Linux counts both for every thread
// (/proc/<pid>/task/<tid>/schedstat: ns on a CPU, ns runnable but waiting for one), and /proc/stat
// counts how busy the whole machine was. Read at the measured window's start and end.
import { readdirSync, readFileSync } from 'node:fs';

export interface SchedReading {
  /** the process's main thread (the event loop): ns on a CPU, ns runnable with no CPU free */
  mainRunNs: number;
  mainWaitNs: number;
  /** its other threads together (V8's GC helpers, libuv's pool) */
  otherRunNs: number;
  otherWaitNs: number;
}

/** The scheduler's counts for a process, or null where there is no /proc (not Linux, or it exited). */
export function readSched(pid: number | undefined): SchedReading | null {
  if (!pid) return null;
  try {
    const r: SchedReading = { mainRunNs: 0, mainWaitNs: 0, otherRunNs: 0, otherWaitNs: 0 };
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      let fields: string[];
      try {
        fields = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').trim().split(/\s+/);
      } catch {
        continue; // the thread ended meanwhile
      }
      const [run, wait] = [Number(fields[0]), Number(fields[1])];
      if (Number(tid) === pid) {
        r.mainRunNs = run;
        r.mainWaitNs = wait;
      } else {
        r.otherRunNs += run;
        r.otherWaitNs += wait;
      }
    }
    return r;
  } catch {
    return null;
  }
}

export interface SchedDelta {
  /** the main thread's time waiting for a CPU while runnable, as % of the window (0 without /proc) */
  mainWaitPct: number;
  /** the same for the other threads together */
  otherWaitPct: number;
}

export function schedDelta(a: SchedReading | null, b: SchedReading | null, wallS: number): SchedDelta {
  if (!a || !b || wallS <= 0) return { mainWaitPct: 0, otherWaitPct: 0 };
  const pct = (ns: number) => Math.round((ns / 1e9 / wallS) * 1000) / 10;
  return { mainWaitPct: pct(b.mainWaitNs - a.mainWaitNs), otherWaitPct: pct(b.otherWaitNs - a.otherWaitNs) };
}

/** The machine's CPU time counters (jiffies): busy and all, and (of busy) the time the hypervisor gave
 *  this virtual machine's CPUs to someone else (steal: a process ready to run here could not). */
export interface HostReading { busy: number; total: number; steal: number }

export function readHost(): HostReading | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n').find((l) => l.startsWith('cpu '));
    if (!line) return null;
    const n = line.trim().split(/\s+/).slice(1).map(Number);
    const total = n.slice(0, 8).reduce((x, y) => x + y, 0); // user nice system idle iowait irq softirq steal
    return { busy: total - n[3] - n[4], total, steal: n[7] ?? 0 };
  } catch {
    return null;
  }
}

/** One counter's share of all the cores' time between two readings, % (0 without /proc). */
function shareOfCores(a: HostReading | null, b: HostReading | null, part: (h: HostReading) => number): number {
  if (!a || !b || b.total <= a.total) return 0;
  return Math.round(((part(b) - part(a)) / (b.total - a.total)) * 1000) / 10;
}

/** How busy all the machine's cores were over the window, %. */
export const hostBusyPct = (a: HostReading | null, b: HostReading | null) => shareOfCores(a, b, (h) => h.busy);

/** The share of all the cores' time the hypervisor took away over the window, %. */
export const hostStealPct = (a: HostReading | null, b: HostReading | null) => shareOfCores(a, b, (h) => h.steal);
