// Why this exists: each structured role answers through one forced tool whose input_schema is generated
// from the role's zod schema, so Claude and the offline engine are held to the same output contract.
import { z } from 'zod';
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { ConsensusOutput, InterviewOutput, PlanOutput, SafetyOutput, SpecialistOutput } from '../agents/role-schemas.ts';
import type { LlmRole } from './llm.config.ts';

/** Input guardrail: what the consult should do with one patient message. */
export const InputGuardOutput = z.object({
  emergency: z.boolean(),
  outOfScope: z.enum(['dosing', 'prescription', 'lab_interpretation', 'letter', 'medication_change']).nullable(),
  injection: z.boolean(),
  reason: z.string().max(200),
});
export type InputGuardOutput = z.infer<typeof InputGuardOutput>;

export const GUARD_VIOLATIONS = [
  'diagnosis_claim', 'definitive_prognosis', 'dosing', 'medication_change', 'lab_interpretation', 'discourages_emergency', 'privacy_leak',
] as const;

/** Output guardrail: is an assistant text safe to show, and if not, its safe version. */
export const OutputGuardOutput = z.object({
  ok: z.boolean(),
  violations: z.array(z.object({ category: z.enum(GUARD_VIOLATIONS), match: z.string() })),
  text: z.string(),
});
export type OutputGuardOutput = z.infer<typeof OutputGuardOutput>;

/** Documentation: the narrative SOAP note that goes beside the structured handoff packet. */
export const SoapNoteOutput = z.object({
  S: z.string().min(1),
  O: z.string().min(1),
  A: z.string().min(1),
  P: z.string().min(1),
  uncertainties: z.array(z.string()),
});
export type SoapNoteOutput = z.infer<typeof SoapNoteOutput>;

/** Booking agent: the message offering the found slots, naming only option ids it was given. */
export const BookingMessageOutput = z.object({
  message: z.string().min(1),
  optionIds: z.array(z.string()),
  soonEnough: z.boolean(),
});
export type BookingMessageOutput = z.infer<typeof BookingMessageOutput>;

export interface RoleTool<T> {
  name: string;
  description: string;
  schema: z.ZodType<T>;
}

/** One forced tool per structured role. */
export const ROLE_TOOLS = {
  interview: { name: 'record_history', description: 'Record the rebuilt history facts and the next question to ask (or null).', schema: InterviewOutput },
  specialist: { name: 'submit_opinion', description: "Submit this council member's specialty choice, urgency, confidence and reasoning.", schema: SpecialistOutput },
  judge: { name: 'submit_consensus', description: "Submit the council's consensus recommendation.", schema: ConsensusOutput },
  plan: { name: 'submit_plan', description: 'Submit the plan the patient will read: triage level, disposition, advice, citations.', schema: PlanOutput },
  safety: { name: 'submit_safety_review', description: 'Submit the safety review of the plan.', schema: SafetyOutput },
  input_guard: { name: 'classify_input', description: 'Classify one patient message.', schema: InputGuardOutput },
  output_guard: { name: 'check_output', description: 'Report whether an assistant text is safe, with a safe version.', schema: OutputGuardOutput },
  documentation: { name: 'write_soap_note', description: 'Write the SOAP handoff note for the clinician.', schema: SoapNoteOutput },
  booking: { name: 'compose_booking_message', description: 'Compose the message that offers the appointment options.', schema: BookingMessageOutput },
} satisfies Partial<Record<LlmRole, RoleTool<unknown>>>;

export type StructuredRole = keyof typeof ROLE_TOOLS;
export type RoleOutput<R extends StructuredRole> = z.infer<(typeof ROLE_TOOLS)[R]['schema']>;

const cache = new Map<string, Tool>();

/** The Messages API tool definition of a role: input_schema from z.toJSONSchema, minus the $schema key. */
export function toolDefinition(role: StructuredRole): Tool {
  const hit = cache.get(role);
  if (hit) return hit;
  const spec: RoleTool<unknown> = ROLE_TOOLS[role];
  const { $schema: _ignored, ...schema } = z.toJSONSchema(spec.schema) as Record<string, unknown>;
  const tool: Tool = {
    name: spec.name,
    description: spec.description,
    input_schema: { ...(schema as object), type: 'object' } as Tool.InputSchema,
  };
  cache.set(role, tool);
  return tool;
}

/** Short, readable zod issues for the correction turn after an invalid tool input. */
export function describeIssues(err: z.ZodError): string {
  return err.issues.slice(0, 12).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}
