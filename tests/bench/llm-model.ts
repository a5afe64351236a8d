// Why this exists: `npm run bench:llm` needs a stand-in that answers like a competent model, not a fixed
// string: each structured role is answered by the offline engine from the request's own <input> (so the
// interview asks real questions, the council votes on real facts), and patient text re-words nothing
// (it returns the reference, the same length a model would write). Scenario knobs bend the answers.
import { offlineInterview } from '../../actors/agents/history.agent.ts';
import { offlineSpecialist } from '../../actors/agents/specialist.agent.ts';
import { offlinePlan } from '../../actors/agents/plan.agent.ts';
import { offlineSafety } from '../../actors/agents/safety.agent.ts';
import type { AnthropicStandin } from '../support/anthropic-standin.ts';

export interface ModelKnobs {
  /** every specialist's confidence (a low value forces clarifying rounds) */
  specialistConfidence?: number;
  /** the specialists and the safety review call it an emergency the red-flag screen missed */
  emergency?: boolean;
}

/** The JSON between <input> and </input> in the request's first user message. */
export function requestInput(body: Record<string, unknown>): Record<string, unknown> {
  const first = (body.messages as { content: unknown }[] | undefined)?.[0]?.content;
  const text = typeof first === 'string' ? first : JSON.stringify(first ?? '');
  const m = /<input>\n?([\s\S]*?)\n?<\/input>/.exec(text);
  return m ? (JSON.parse(m[1]) as Record<string, unknown>) : {};
}

const reference = (body: Record<string, unknown>) => {
  const msgs = body.messages as { content: unknown }[];
  const text = String(msgs.at(-1)?.content ?? '');
  return /<reference>\n?([\s\S]*?)\n?<\/reference>/.exec(text)?.[1] ?? 'Thank you.';
};

/** Script the stand-in to answer every Helios role like a model would. */
export function scriptModel(standin: AnthropicStandin, knobs: ModelKnobs = {}): void {
  standin.script('record_history', (b: Record<string, unknown>) => offlineInterview(requestInput(b) as never));
  standin.script('submit_opinion', (b: Record<string, unknown>) => {
    const out = offlineSpecialist(requestInput(b) as never) as Record<string, unknown>;
    return {
      ...out,
      ...(knobs.specialistConfidence !== undefined ? { confidence: knobs.specialistConfidence } : {}),
      ...(knobs.emergency ? { urgency: 1 } : {}),
    };
  });
  standin.script('submit_consensus', (b: Record<string, unknown>) => requestInput(b).reference);
  // advice first, as the tool's schema orders it and a model writes it (PlanOutput.parse keeps that order)
  standin.script('submit_plan', (b: Record<string, unknown>) => offlinePlan(requestInput(b) as never));
  standin.script('submit_safety_review', (b: Record<string, unknown>) => {
    const out = offlineSafety(requestInput(b) as never) as Record<string, unknown>;
    return knobs.emergency ? { ...out, emergency: true, escalate: true, urgency: 1, triageLevel: 'emergency' } : out;
  });
  standin.script('text', (b: Record<string, unknown>) => reference(b));
}
