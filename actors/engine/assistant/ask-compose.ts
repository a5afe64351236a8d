// Why this exists: the clinician assistant's offline engine writes its answer from the retrieved sources
// alone, each sentence with [n] markers that point into the `citations` it returns; any writer's answer
// (Claude's too) is then held to the same rules here: markers only for sources that exist, citations only
// for sources the answer cites, numbered in the order first cited, no dose, and the judgement line.
import type { AskCitation, AskIntent } from '../../../server/protocol/index.ts';
import { readQuestion, type AskReading } from './ask-intent.ts';
import { retrieve, type AskCase, type AskSource, type Retrieval } from './ask-sources.ts';

export const JUDGEMENT_LINE = 'For clinicians: decision support from Helios\'s knowledge base, not a substitute for clinical judgement.';
export const NO_DOSE_LINE = 'Helios gives no doses for a patient: use the product information or your formulary (e.g. BNF) and a pharmacist.';
export const NOTHING_FOUND = 'Helios\'s knowledge base has nothing that answers this question, so it gives no answer rather than a guess.';
export const NO_FINDINGS_YET = 'No findings are recorded for this case yet (the patient has not described the problem), so there is no differential or workup to give.';

export interface AskAnswer {
  answer: string;
  citations: AskCitation[];
  intent: AskIntent;
}

/** The question read, and its sources retrieved: what either engine writes from. */
export interface AskPrepared { question: string; reading: AskReading; retrieval: Retrieval; /** about a case that has no facts yet */ emptyCase: boolean }

export function prepareAsk(question: string, kase?: AskCase): AskPrepared {
  const reading = readQuestion(question, !!kase);
  return { question, reading, retrieval: retrieve(question, reading, kase), emptyCase: !!kase && !kase.facts };
}

const MARKER = /\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g;

/**
 * Keep an answer's citations honest: markers naming no source are dropped, the sources cited are numbered
 * 1, 2, … in the order first cited, and only those are returned.
 */
export function renumber(text: string, sources: readonly AskSource[]): { answer: string; citations: AskCitation[] } {
  const order: number[] = [];
  const answer = text.replace(MARKER, (_m, list: string) => {
    const kept = [...new Set(list.split(',').map((x) => Number(x.trim())))].filter((n) => n >= 1 && n <= sources.length);
    if (kept.length === 0) return '';
    return kept.map((n) => {
      if (!order.includes(n)) order.push(n);
      return `[${order.indexOf(n) + 1}]`;
    }).join('');
  }).replace(/ +([.,;:])/g, '$1').replace(/ {2,}/g, ' ');
  const citations = order.map((n, i) => {
    const s = sources[n - 1];
    return { n: i + 1, title: s.title, source: s.source, ...(s.url ? { url: s.url } : {}) };
  });
  return { answer, citations };
}

/** Close an answer: the no-dose line when a dose was asked for, and the judgement line. */
export function finish(body: string, reading: AskReading): string {
  const tail = [reading.asksDose ? NO_DOSE_LINE : '', JUDGEMENT_LINE].filter(Boolean);
  return [body.trim(), ...tail].filter(Boolean).join('\n\n');
}

/** The offline engine's answer: the heading, then each retrieved sentence with its markers. */
export function composeOffline(p: AskPrepared): AskAnswer {
  const { retrieval, reading } = p;
  if (retrieval.lines.length === 0) {
    const why = p.emptyCase && (reading.intent === 'differential' || reading.intent === 'tests_to_consider') ? NO_FINDINGS_YET : NOTHING_FOUND;
    return { answer: finish(why, reading), citations: [], intent: reading.intent };
  }
  const body = `${retrieval.heading}:\n${retrieval.lines.map((l) => `- ${l.text} ${l.cites.map((n) => `[${n}]`).join('')}`).join('\n')}`;
  const { answer, citations } = renumber(body, retrieval.sources);
  return { answer: finish(answer, reading), citations, intent: reading.intent };
}
