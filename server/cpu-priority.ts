// Why this exists: on a machine shared by a Helios server, Redis and workers, what a patient waits for
// should get a CPU first: a worker process yields to the others (a tool job can wait a few
// milliseconds, a patient's first words should not), and a server's helper threads (V8's GC and
// compiler threads, libuv's pool) yield to its event loop. On the bench's 2 cores Redis waited for a
// CPU almost as long as it ran, and half as long with the first (docs/performance.md, session 9).
// Linux keeps a nice value per thread and a new thread takes its creator's, so the threads the
// process has now are set (V8's helpers started before this code ran).
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/** This process's thread ids, or null where there is no /proc (not Linux). */
function threadIds(): number[] | null {
  try {
    return readdirSync('/proc/self/task').map(Number);
  } catch {
    return null;
  }
}

/** Lower this process's CPU priority to `nice` (1–19; 0 leaves it). Returns how many threads took it. */
export function lowerCpuPriority(nice: number): number {
  if (nice <= 0) return 0;
  // no /proc: the call for the process itself (other systems apply it to every thread)
  return setThreads(threadIds() ?? [0], nice);
}

/** Lower the CPU priority of every thread of this process but the main one (the event loop) to
 *  `nice` (0 leaves them). Without /proc the threads cannot be told apart, and nothing is changed. */
export function lowerHelperThreadsPriority(nice: number): number {
  if (nice <= 0) return 0;
  return setThreads((threadIds() ?? []).filter((id) => id !== process.pid), nice);
}

function setThreads(ids: number[], nice: number): number {
  let set = 0;
  for (const id of ids) {
    try {
      setPriority(id, nice);
      set++;
    } catch {
      // the thread ended meanwhile, or the system does not allow it: that thread keeps its priority
    }
  }
  return set;
}
