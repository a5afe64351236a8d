// Why this exists: some tests start Helios's own commands (`npm start`, `npm run worker`) as real
// processes; they wait for the command's ready line, and read its threads' CPU priority from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Start `node --import tsx <script>` with `env` added to this process's; `ready` resolves once its
 *  stdout has printed `line` (and rejects if it exits first or takes longer than `timeoutMs`). */
export function runCommand(script: string, env: Record<string, string>): { child: ChildProcess; ready(line: string, timeoutMs?: number): Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const ready = (line: string, timeoutMs = 30_000) => new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), timeoutMs);
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes(line)) { clearTimeout(timer); resolve(); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`${script} exited with ${code}`)); });
  });
  return { child, ready };
}

/** The nice value of each thread of a process, by thread id (Linux: field 19 of .../stat). */
export function threadNices(pid: number | 'self'): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      out.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}
