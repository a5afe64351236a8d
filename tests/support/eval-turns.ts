// Why this exists: the intent tests check that no turn of the evaluation consults (each case's opening message and
// its scripted answers) is diverted from triage; they all read the same turns, so they read them from one place.
import { readFileSync } from 'node:fs';

/** Every patient turn of the evaluation case files: opening messages and scripted interview answers. */
export function evalTurns(files: readonly string[] = ['cases.jsonl', 'holdout.jsonl', 'smoke.jsonl']): string[] {
  const root = new URL('../eval/', import.meta.url).pathname;
  const turns: string[] = [];
  for (const f of files) {
    for (const line of readFileSync(`${root}${f}`, 'utf8').trim().split('\n')) {
      const c = JSON.parse(line) as { text: string; answers?: string[] };
      turns.push(c.text, ...(c.answers ?? []));
    }
  }
  return turns;
}
