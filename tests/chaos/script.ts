// Why this exists: the chaos run and several reliability tests need a simulated patient that takes a
// consult all the way to its end whatever the interviewer asks: answers keyed on the question, and
// every confirmation accepted with its first option.
import type { PatientClient } from '../support/patient-client.ts';

export const COMPLAINTS = [
  'My right knee has been sore for three days after a run',
  'I have had an itchy rash on my hands for a week',
  'I have had a dry cough for five days and feel tired',
  'My lower back has ached for two weeks after lifting boxes',
  'I have had heartburn after meals for about a month',
  'I keep getting headaches in the afternoon for ten days',
];

/** A plausible, non-alarming answer to an interviewer question (never a red flag). */
export function answerFor(question: string, age = 34, name = 'Alex Morgan'): string {
  const q = question.toLowerCase();
  if (/\bname\b|nombre|\bnom\b|\bnome\b/.test(q)) return name;
  if (/how old|your age|age\b/.test(q)) return `I am ${age} years old`;
  if (/scale|0 to 10|how bad|severe/.test(q)) return 'About 3 out of 10';
  if (/when|how long|start/.test(q)) return 'It started a few days ago';
  if (/where|which part|location/.test(q)) return 'Just in that one place';
  if (/describe|sharp|dull|feel like/.test(q)) return 'It is a dull ache';
  if (/better|worse|trigger/.test(q)) return 'Resting helps a little';
  if (/all the time|come and go|constant/.test(q)) return 'It comes and goes';
  if (/medic|drug|pill|taking/.test(q)) return 'No medicines';
  if (/allerg/.test(q)) return 'No allergies';
  if (/pregnan/.test(q)) return 'No';
  if (/condition|history|illness/.test(q)) return 'No other conditions';
  return 'No, nothing else';
}

export interface ScriptedEvent {
  name: string;
  seq: number;
  messageId?: string;
  text?: string;
  requestId?: string;
  options?: { id: string }[];
  stage?: string;
}

/** What the simulated patient does next, from everything it has received (pure; callers send it). */
export function nextAction(
  events: ScriptedEvent[],
  done: { answered: Set<string>; replied: Set<string> },
  name?: string,
  pick: (n: number) => number = () => 0,
): { kind: 'say'; key: string; text: string } | { kind: 'reply'; requestId: string; optionId: string } | { kind: 'end' } | null {
  if (events.some((e) => e.name === 'handoff:ready' || e.name === 'emergency')) return { kind: 'end' };
  const requests = events.filter((e) => e.name === 'confirm:request');
  for (const r of requests) {
    if (!r.requestId || done.replied.has(r.requestId)) continue;
    // answer only the latest offer; older ones were superseded
    if (r !== requests.at(-1)) continue;
    return { kind: 'reply', requestId: r.requestId, optionId: r.options?.[pick(r.options?.length ?? 1)]?.id ?? r.options?.[0]?.id ?? '' };
  }
  let stage: string | undefined;
  const firstSeqStage = new Map<string, string | undefined>();
  for (const e of events) {
    if (e.name === 'consult:state') stage = e.stage;
    if ((e.name === 'assistant:delta' || e.name === 'assistant:message') && e.messageId && !firstSeqStage.has(e.messageId)) {
      firstSeqStage.set(e.messageId, stage);
    }
  }
  for (const e of events) {
    if (e.name !== 'assistant:message' || !e.messageId || done.answered.has(e.messageId)) continue;
    const startedIn = firstSeqStage.get(e.messageId);
    if ((e.text ?? '').trim().endsWith('?') && (startedIn === 'history' || startedIn === 'booking')) {
      return { kind: 'say', key: e.messageId, text: answerFor(e.text ?? '', 34, name) };
    }
  }
  return null;
}

/** Take a PatientClient (single node, no chaos) from start to handoff:ready or emergency. */
export async function runConsult(p: PatientClient, opening: string, opts: { start?: Record<string, unknown>; timeoutMs?: number; name?: string } = {}): Promise<void> {
  (p as unknown as { autoName?: string | null }).autoName = null; // this script answers the name question itself
  if (!p.caseId) await p.start(opts.start ?? {});
  const first = await p.say(opening);
  if (!first.ok) throw new Error(`opening message refused: ${first.error.code}`);
  const done = { answered: new Set<string>(), replied: new Set<string>() };
  const deadline = Date.now() + (opts.timeoutMs ?? 25_000);
  for (;;) {
    const events = p.events.map((e) => ({ ...(e.event as unknown as ScriptedEvent), name: e.name }));
    const act = nextAction(events, done, opts.name);
    if (act?.kind === 'end') return;
    if (act?.kind === 'say') {
      done.answered.add(act.key);
      const ack = await p.say(act.text);
      if (!ack.ok && ack.error.code !== 'wrong_state') throw new Error(`answer refused: ${ack.error.code}`);
      continue;
    }
    if (act?.kind === 'reply') {
      done.replied.add(act.requestId);
      const ack = await p.request('confirm:reply', { requestId: act.requestId, accept: true, optionId: act.optionId || undefined });
      if (!ack.ok && !['wrong_state', 'not_found'].includes(ack.error.code)) throw new Error(`confirm refused: ${ack.error.code}`);
      continue;
    }
    if (Date.now() > deadline) throw new Error(`consult did not finish; events: ${p.events.map((e) => `${e.event.seq}:${e.name}`).join(' ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
