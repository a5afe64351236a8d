// Why this exists: the Claude engine's AgentRoles for one consult: every role asks Claude through the shared
// runner, keeps the deterministic safety floors (urgency never below the offline engine's where the design
// says so), and falls back to the offline roles whenever Claude cannot answer.
import { triageLevelFor, type Disposition } from '../../server/protocol/index.ts';
import { dispositionFor } from '../agents/plan.agent.ts';
import type { AgentRoles, PlanInput } from '../agents/roles.ts';
import { partialString } from './anthropic.client.ts';
import type { ConsensusOutput, HistoryFactsOut, PlanOutput, SafetyOutput, SpecialistOutput } from '../../machines/contract/role-schemas.ts';
import { hashJson } from './prompts.ts';
import type { ConsultBudget, BudgetSummary } from './budget.ts';
import type { ClaudeClient } from './anthropic.client.ts';
import { createRoleRunner, type RunnerHooks } from './claude.call.ts';
import { createSpeaker, type EvidenceWebOptions, type SpeakRequest, type SpeakResult } from './claude.speak.ts';
import type { PhiPolicy } from './llm.config.ts';
import { specialistLimiter } from './resilience.ts';

export interface ClaudeRolesOptions extends RunnerHooks {
  client: ClaudeClient;
  /** the offline engine: answers any role Claude cannot */
  fallback: AgentRoles;
  /** this consult's token budget */
  budget: ConsultBudget;
  phiPolicy: PhiPolicy;
  /** concurrent specialist calls for this consult (default 5) */
  specialistConcurrency?: number;
  /** the patient's name known when the roles are built: redacted wherever it appears (a name learned later
   *  reaches every call through the runner's `knownNames` hook; both are redacted) */
  patientName?: string;
  /** EVIDENCE_WEB on: education answers may search and cite these trusted domains */
  evidence?: EvidenceWebOptions;
}

export interface ClaudeRoles extends AgentRoles {
  readonly engine: 'claude';
  /** The plan, with its advice streamed as the model writes it (`onAdvice` gets the advice so far, and
   *  `complete` once its closing quote is written, while the model still writes the rest of the plan). */
  plan(input: PlanInput, signal?: AbortSignal, onAdvice?: (soFar: string, complete: boolean) => void): Promise<PlanOutput>;
  /** true when the plan's advice is sent as written (so it may be streamed from the plan call itself);
   *  false when Claude voices it again with trusted sources (EVIDENCE_WEB) */
  readonly adviceAsWritten: boolean;
  /** Resolves once Claude's background reading of the history (if any) has settled. */
  historyRead(): Promise<void>;
  /** Stream patient-facing text (see claude.speak.ts). The plan's advice counts as patient education unless
   *  the request says otherwise. */
  speak(req: SpeakRequest): Promise<SpeakResult>;
  /** tokens spent so far, by role: for metrics and the handoff packet */
  usage(): BudgetSummary;
}

const DISPOSITION_ORDER: Disposition[] = ['self_care', 'primary_care', 'urgent_care', 'emergency'];

/** Plan floor: urgency never below the consensus, disposition never less urgent than the urgency, only given evidence cited. */
export function planFloor(out: PlanOutput, consensus: ConsensusOutput, evidence: { id: string; title: string }[]): PlanOutput {
  const urgency = Math.max(out.urgency, consensus.urgency);
  const floor = dispositionFor(urgency);
  const disposition = out.disposition === 'appointment_booked' || DISPOSITION_ORDER.indexOf(out.disposition) >= DISPOSITION_ORDER.indexOf(floor) ? out.disposition : floor;
  const ids = new Set(evidence.map((e) => e.id));
  const titles = new Set(evidence.map((e) => e.title));
  return {
    ...out,
    urgency,
    triageLevel: triageLevelFor(urgency),
    disposition: urgency >= 5 ? 'emergency' : disposition,
    citations: out.citations.filter((c) => titles.has(c.title)),
    evidenceMap: out.evidenceMap.filter((m) => ids.has(m.evidenceId)),
  };
}

/** Safety floor: the deterministic review always runs; Claude may add findings and raise urgency, never lower it. */
export function safetyFloor(out: SafetyOutput, offline: SafetyOutput, planUrgency: number): SafetyOutput {
  const urgency = Math.max(out.urgency, offline.urgency, planUrgency);
  const rules = new Set(offline.findings.map((f) => f.rule));
  return {
    urgency,
    triageLevel: triageLevelFor(urgency),
    escalate: out.escalate || offline.escalate,
    emergency: out.emergency || offline.emergency || urgency >= 5,
    requiresGuardianConsent: out.requiresGuardianConsent || offline.requiresGuardianConsent,
    findings: [...offline.findings, ...out.findings.filter((f) => !rules.has(f.rule))],
    checked: [...new Set([...offline.checked, ...out.checked])],
    ...(out.message ? { message: out.message } : offline.message ? { message: offline.message } : {}),
  };
}

/** Judge floor: the arithmetic (DESIGN) is the reference; Claude may pick among voted specialties and raise urgency. */
export function judgeFloor(out: ConsensusOutput, ref: ConsensusOutput): ConsensusOutput {
  const voted = new Set(ref.proposals.map((p) => p.specialty));
  const specialty = ref.lowConfidence ? ref.specialty : voted.has(out.specialty) ? out.specialty : ref.specialty;
  return { ...ref, specialty, urgency: Math.max(out.urgency, ref.urgency) };
}

/** The engine's facts (the reference: every answer is in them) with what Claude read besides: a field the
 *  engine left empty, and findings, medications, allergies and conditions it did not catch. */
export function mergeFacts(engine: HistoryFactsOut, claude: HistoryFactsOut): HistoryFactsOut {
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  const opqrst = { ...claude.opqrst };
  for (const [k, v] of Object.entries(engine.opqrst)) if (v !== undefined) (opqrst as Record<string, unknown>)[k] = v;
  const findings = union(engine.findings, claude.findings.filter((f) => !engine.negatedFindings.includes(f)));
  return {
    ...claude, ...Object.fromEntries(Object.entries(engine).filter(([, v]) => v !== undefined)),
    complaint: engine.complaint || claude.complaint,
    opqrst,
    medications: union(engine.medications, claude.medications),
    allergies: union(engine.allergies, claude.allergies),
    conditions: union(engine.conditions, claude.conditions),
    findings,
    negatedFindings: union(engine.negatedFindings, claude.negatedFindings).filter((f) => !findings.includes(f)),
    unknown: engine.unknown.filter((f) => !(f in opqrst) || (opqrst as Record<string, unknown>)[f] === undefined),
  } as HistoryFactsOut;
}

export function createClaudeRoles(opts: ClaudeRolesOptions): ClaudeRoles {
  const { fallback } = opts;
  const runner = createRoleRunner(opts);
  const limit = specialistLimiter(opts.specialistConcurrency ?? 5);
  const knownNames = opts.patientName ? [opts.patientName] : [];
  const speaker = createSpeaker({ client: opts.client, runner, knownNames, evidence: opts.evidence });
  /** the plan's advice texts of this consult: the patient-education messages */
  const advice = new Set<string>();
  /** council results of this consult by input hash: reused when the facts did not change */
  const seats = new Map<string, Promise<SpecialistOutput>>();
  /** the latest history Claude read, and the reading in flight */
  let claudeFacts: HistoryFactsOut | null = null;
  let reading: Promise<unknown> | null = null;
  /** the current council's budget: a share per seat still to run, null when it was not admitted,
   *  undefined outside a council (a seat asked on its own is gated like any call) */
  let admitted: (() => void)[] | null | undefined;
  const verdicts = new Map<string, Promise<ConsensusOutput>>();
  /** Claude never needs the patient's name: it is dropped from every input (and redacted where typed). */
  const anon = <T extends { patient?: object }>(input: T): T =>
    input.patient && 'name' in input.patient ? { ...input, patient: { ...input.patient, name: undefined } } : input;

  return {
    engine: 'claude',
    // the symptom-to-specialty map is deterministic by design; forming a council is also where its budget
    // is admitted, whole (every seat on Claude) or not at all (every seat on the offline engine)
    async formCouncil(facts, patient) {
      const members = await fallback.formCouncil(facts, patient);
      const seats = Math.min(5, Math.max(3, new Set(members).size));
      for (const release of admitted ?? []) release();
      admitted = opts.budget.admitCouncil(seats);
      return members;
    },

    // Question first: the engine's next question (deterministic, from the differential) goes out at once,
    // while Claude reads the whole history in the background; its facts join the engine's from the next
    // turn on (one reading at a time: a turn that finds one still running starts none).
    async interview(input, signal) {
      const engine = await fallback.interview(input, signal);
      if (!reading) {
        const run = runner.run({ role: 'interview', input: anon(input), knownNames, fallback: async () => null });
        reading = run;
        run.then((out) => { if (out) claudeFacts = out.facts; }, () => undefined).finally(() => { reading = null; });
      }
      return { ...engine, facts: claudeFacts ? mergeFacts(engine.facts, claudeFacts) : engine.facts };
    },

    specialist(input, signal) {
      // a seat whose facts did not change (a clarifying round that learned nothing) keeps its opinion
      const key = hashJson(input);
      const kept = seats.get(key);
      if (kept) {
        admitted?.shift()?.(); // a seat whose answer is known needs none of the council's budget
        return kept;
      }
      let claude = false; // only Claude's own answers are kept: an offline stand-in is asked again next time
      if (admitted === null) {
        runner.fellBack('specialist', 'budget_exhausted');
        return fallback.specialist(input, signal); // the council was not admitted: every seat answers offline
      }
      const share = admitted?.shift();
      const out = limit.execute(() =>
        runner.run({
          role: 'specialist', input: anon(input), specialty: input.specialty, signal, knownNames, admitted: share,
          fallback: () => fallback.specialist(input, signal),
          post: (o) => {
            claude = true;
            return { ...o, agent: `${input.specialty}_specialist` };
          },
        }), signal);
      seats.set(key, out);
      out.then(() => { if (!claude) seats.delete(key); }, () => seats.delete(key));
      return out;
    },

    async judge(votes) {
      const reference = await fallback.judge(votes);
      // a unanimous vote leaves Claude nothing to choose: the arithmetic's consensus stands, with no call
      if (new Set(votes.map((v) => v.specialty)).size <= 1) return reference;
      const key = hashJson(votes);
      const kept = verdicts.get(key);
      if (kept) return kept;
      let claude = false;
      const out = runner.run({ role: 'judge', input: { votes, reference }, knownNames, fallback: async () => reference, post: (o) => { claude = true; return judgeFloor(o, reference); } });
      verdicts.set(key, out);
      out.then(() => { if (!claude) verdicts.delete(key); }, () => verdicts.delete(key));
      return out;
    },

    adviceAsWritten: !opts.evidence,
    async plan(input, signal, onAdvice) {
      let told = '';
      let closed = false;
      const onPartial = onAdvice && ((json: string, restore: (t: string) => string) => {
        const field = partialString(json, 'advice');
        if (!field) return;
        // a placeholder still being written ("[NAM") is left for the next piece: what is handed on only grows
        const soFar = restore(field.closed ? field.text : field.text.replace(/\[[A-Z0-9_]*$/, ''));
        if (!soFar.startsWith(told) || (soFar.length === told.length && (closed || !field.closed))) return;
        closed = field.closed;
        onAdvice((told = soFar), field.closed);
      });
      const out = await runner.run({
        role: 'plan', input: anon(input), signal, knownNames, fallback: () => fallback.plan(input, signal), ...(onPartial ? { onPartial } : {}),
        post: (o) => planFloor(o, input.consensus, input.council?.evidence ?? []),
      });
      advice.add(out.advice);
      return out;
    },

    async safety(input, signal) {
      const offline = await fallback.safety(input, signal);
      return runner.run({
        role: 'safety', input: anon(input), signal, knownNames, fallback: async () => offline,
        post: (out) => safetyFloor(out, offline, input.plan.urgency),
      });
    },

    // Claude writes patient text only where it adds something: patient education with trusted sources.
    // Greetings, the council intro, clarifying preambles, the name question, booking confirmations and
    // interview questions are already written (templates in the patient's language, or the interview
    // call's own words): they go out as written, with no call.
    // The advice itself was written by the plan call, so it too goes out as written unless EVIDENCE_WEB is
    // on, where Claude adds cited facts from trusted sources.
    historyRead: async () => { await reading?.catch(() => undefined); },
    // An answer to a health question is written by Claude from the retrieved passages (with web evidence too when
    // EVIDENCE_WEB is on).
    speak: (req) => (req.grounding || (opts.evidence && (req.education ?? advice.has(req.offlineText))) ? speaker.speak({ ...req, education: true }) : speaker.asWritten(req)),
    usage: () => opts.budget.summary(),
  };
}
