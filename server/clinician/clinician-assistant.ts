// Why this exists: `clinician:ask` routes each question to an engine: a question holding PHI, or about a
// case, is answered by the local (offline) engine unless PHI_POLICY=cloud; any other goes to Claude when
// it is configured, with the offline answer whenever Claude cannot give one Helios may pass on. Both write
// from the same retrieved sources (actors/engine/assistant/); with EVIDENCE_WEB=on Claude may also search the
// trusted domains, for a question with no PHI and no case only. What the case's audit chain records of an ask
// is built here too.
import type { Logger } from 'pino';
import { composeOffline, prepareAsk } from '../../actors/engine/assistant/ask-compose.ts';
import type { AskCase } from '../../actors/engine/assistant/ask-sources.ts';
import type { ClaudeClient } from '../../actors/llm/anthropic.client.ts';
import { AskFallback, askClaude, namesInQuestion, type AskWebOptions } from '../../actors/llm/clinician-ask.claude.ts';
import type { PhiPolicy } from '../../actors/llm/llm.config.ts';
import { containsPhi } from '../../actors/llm/phi.ts';
import type { ClinicianAskResult } from '../protocol/index.ts';

export interface AssistantDeps {
  /** the Claude client, or null when Claude is not configured */
  client: ClaudeClient | null;
  phiPolicy: PhiPolicy;
  logger: Logger;
  /** EVIDENCE_WEB=on: the trusted domains Claude may search (never for a question with PHI or about a case) */
  evidence?: AskWebOptions;
}

/** A case the question is about: its facts, and the patient's names (which count as PHI in the question). */
export interface AskAbout extends AskCase { names: string[] }

export type ClinicianAssistant = (question: string, about?: AskAbout) => Promise<ClinicianAskResult>;

export function createClinicianAssistant(deps: AssistantDeps): ClinicianAssistant {
  return async (question, about) => {
    const prepared = prepareAsk(question, about);
    const names = namesInQuestion(question, about?.names ?? []);
    const sensitive = containsPhi(question, names) || !!about;
    const phiRouted = !!deps.client && sensitive && deps.phiPolicy !== 'cloud';
    if (deps.client && !phiRouted) {
      try {
        // PHI_POLICY=cloud lets a sensitive question reach Claude, but not a web search tool
        const a = await askClaude(deps.client, prepared, { knownNames: names, ...(deps.evidence && !sensitive ? { web: deps.evidence } : {}) });
        if (a.serverTools.length || a.untrustedDropped) deps.logger.info({ serverTools: a.serverTools, untrustedDropped: a.untrustedDropped, intent: a.intent }, 'clinician ask used web search');
        return { answer: a.answer, citations: a.citations, intent: a.intent, engine: 'claude', phiRouted: false };
      } catch (err) {
        if (!(err instanceof AskFallback)) throw err;
        deps.logger.warn({ reason: err.reason, intent: prepared.reading.intent }, 'clinician ask answered by the offline engine');
      }
    }
    const a = composeOffline(prepared);
    return { ...a, engine: 'offline', phiRouted };
  };
}

/** The audit entry of an ask about a case: who asked what, how it was answered and from which sources. */
export function askAuditEntry(clinicianId: string, question: string, r: ClinicianAskResult) {
  return { clinicianId, question, intent: r.intent, engine: r.engine, phiRouted: r.phiRouted, citations: r.citations.map((c) => c.title) };
}
