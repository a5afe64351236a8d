// Why this exists: the contract every engine fulfils, one async function per agent role, so the
// consult's effects do not care whether the offline engine or Claude answers.
import type { PatientInfo } from '../engine/types.ts';
import type {
  ConsensusOutput, HistoryFactsOut, InterviewOutput, PlanOutput, SafetyOutput, SpecialistOutput,
  CouncilOutput,
} from '../../machines/contract/role-schemas.ts';
import type { HistoryField } from '../../machines/consult.types.ts';

export interface InterviewInput {
  patientTexts: string[];
  /** `finding`: the answer was to a warning-sign question about that finding */
  answers: { field: HistoryField; text: string; finding?: string }[];
  asked: HistoryField[];
  /** the findings warning-sign questions have asked about */
  askedFindings?: string[];
  maxQuestions: number;
  locale: string;
  patient: PatientInfo;
  /** set in a clarifying round after a low-confidence council */
  clarify?: { round: number; proposals: string[]; asked: number };
}

export interface SpecialistInput {
  specialty: string;
  facts: HistoryFactsOut;
  patient: PatientInfo;
  locale: string;
}

export interface PlanInput {
  consensus: ConsensusOutput;
  council: CouncilOutput | null;
  facts: HistoryFactsOut | null;
  patient: PatientInfo;
  locale: string;
}

export interface SafetyInput {
  facts: HistoryFactsOut | null;
  patient: PatientInfo;
  plan: PlanOutput;
  locale: string;
}

export interface AgentRoles {
  /** which engine answered, for the audit trail and the packet */
  readonly engine: string;
  interview(input: InterviewInput, signal?: AbortSignal): Promise<InterviewOutput>;
  formCouncil(facts: HistoryFactsOut, patient: PatientInfo): Promise<string[]>;
  specialist(input: SpecialistInput, signal?: AbortSignal): Promise<SpecialistOutput>;
  judge(votes: SpecialistOutput[]): Promise<ConsensusOutput>;
  plan(input: PlanInput, signal?: AbortSignal): Promise<PlanOutput>;
  safety(input: SafetyInput, signal?: AbortSignal): Promise<SafetyOutput>;
}
