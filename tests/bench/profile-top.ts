// Why this exists: a `node --cpu-prof` profile is a JSON call tree; this prints where Helios spent its
// time (self time by function, by file and by package, and inclusive time for project functions).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

interface CallFrame { functionName: string; url: string; lineNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const arg = process.argv[2];
const limit = Number(process.argv[3] ?? 25);
if (!arg) {
  console.error('usage: npx tsx tests/bench/profile-top.ts <file.cpuprofile | dir> [rows]');
  process.exit(2);
}
const file = statSync(arg).isDirectory()
  ? readdirSync(arg).filter((f) => f.endsWith('.cpuprofile')).map((f) => join(arg, f)).sort((x, y) => statSync(y).size - statSync(x).size)[0] // the main thread's is the largest
  : arg;
if (!file) {
  console.error(`no .cpuprofile in ${arg}`);
  process.exit(2);
}
const prof = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const root = process.cwd();

function where(url: string): string {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) return path.slice(nm + 'node_modules/'.length);
  if (path.startsWith('node:')) return path;
  return relative(root, path);
}

function pkg(f: CallFrame): string {
  if (f.functionName.startsWith('RegExp:')) return '(regexp execution)';
  if (f.functionName === '(garbage collector)') return '(garbage collector)';
  const url = f.url;
  const w = where(url);
  if (w.startsWith('node:') || w === '(native)') return w.startsWith('node:') ? 'node:internal' : w;
  if (!url.includes('node_modules/')) return `helios:${w.split('/')[0]}`;
  const parts = w.split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

// self time per node from the samples
const selfUs = new Map<number, number>();
for (let i = 0; i < prof.samples.length; i++) selfUs.set(prof.samples[i], (selfUs.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const idle = [...selfUs.entries()].filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName)).reduce((a, [, v]) => a + v, 0);
const busy = Math.max(1, total - idle);

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const fnSelf = new Map<string, number>();
const fileSelf = new Map<string, number>();
const pkgSelf = new Map<string, number>();
const projectIncl = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id)!;
  const f = n.callFrame;
  if (['(idle)', '(program)'].includes(f.functionName)) continue;
  const name = f.functionName.startsWith('RegExp:') ? `RegExp /${f.functionName.slice(7, 60)}…/` : f.functionName || '(anonymous)';
  const label = `${name} ${where(f.url)}:${f.lineNumber + 1}`;
  add(fnSelf, label, us);
  add(fileSelf, where(f.url), us);
  add(pkgSelf, pkg(f), us);
  // inclusive time of project (non node_modules) functions: credit each distinct ancestor once
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const cf = byId.get(cur)!.callFrame;
    if (!cf.url || cf.url.includes('node_modules') || cf.url.startsWith('node:')) continue;
    const key = `${cf.functionName || '(anonymous)'} ${where(cf.url)}:${cf.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    add(projectIncl, key, us);
  }
}

const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
const show = (title: string, m: Map<string, number>, n = limit) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m.entries()].sort((x, y) => y[1] - x[1]).slice(0, n)) console.log(`${pct(v)}  ${(v / 1000).toFixed(0).padStart(7)} ms  ${k}`);
};

console.log(`profile ${file}`);
console.log(`wall ${((prof.endTime - prof.startTime) / 1e6).toFixed(1)} s, on CPU ${(busy / 1e6).toFixed(1)} s (${((busy / total) * 100).toFixed(1)}% of samples); percentages are of on-CPU time`);
show('self time by package', pkgSelf, 15);
show('self time by file', fileSelf, 20);
show('self time by function', fnSelf);
show('inclusive time, Helios functions', projectIncl);
