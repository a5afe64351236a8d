// Why this exists: the engine's unit tests build a patient's history facts from one message in the same way;
// one helper instead of the same function in every test file.
import { extractFindings } from '../../actors/engine/findings.ts';
import type { HistoryFacts } from '../../actors/engine/types.ts';

/** History facts as the interview would hold them after `text` alone; `over` sets or replaces fields (an age
 *  also sets the normal ranges the vital signs are read against). */
export function factsFrom(text: string, over: Partial<HistoryFacts> = {}): HistoryFacts {
  const { findings, negated } = extractFindings(text, { age: over.age });
  return { complaint: text, opqrst: {}, medications: [], allergies: [], conditions: [], findings, negatedFindings: negated, unknown: [], ...over };
}
