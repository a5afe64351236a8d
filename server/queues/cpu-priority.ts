// Why this exists: a worker process that shares a machine with a Helios server and Redis should yield
// the CPU to them: a tool job can wait a few milliseconds, a patient's first words should not (on the
// bench's 2 cores Redis waited for a CPU almost as long as it ran, and half as long with this;
// docs/performance.md, session 9). Linux keeps a nice value per thread and a new thread takes its
// creator's, so every thread the process has now is set (V8's helpers started before this code ran).
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Lower this process's CPU priority to `nice` (1–19; 0 leaves it). Returns how many threads took it. */
export function lowerCpuPriority(nice: number): number {
  if (nice <= 0) return 0;
  let ids: number[];
  try {
    ids = readdirSync('/proc/self/task').map(Number);
  } catch {
    ids = [0]; // no /proc: the call for the process itself (other systems apply it to every thread)
  }
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
