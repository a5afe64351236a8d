// Why this exists: each structured role answers through one forced tool whose input_schema is generated
// from the role's zod schema, so Claude and the offline engine are held to the same output contract.
import { z } from 'zod';
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { ConsensusOutput, InterviewOutput, PlanOutput, SafetyOutput, SpecialistOutput } from '../../machines/contract/role-schemas.ts';
import type { LlmRole } from './llm.config.ts';

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
