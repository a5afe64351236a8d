// Why this exists: the role prompts are files under prompts/, read once at start and hashed, so each Claude
// output can be tied in the audit chain to the exact prompt text that produced it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LlmRole } from './llm.config.ts';

/** One file per prompt under prompts/ (the file name without `.md`). */
export const PROMPT_NAMES = [
  'orchestrator', 'history-supervisor', 'interviewer', 'specialist', 'consensus-judge', 'safety-reviewer',
  'plan', 'clinician-assistant',
] as const;
export type PromptName = (typeof PROMPT_NAMES)[number];

/** Which prompt files make up each role's system prompt, after the orchestrator's. */
export const ROLE_PROMPTS: Record<LlmRole, PromptName[]> = {
  interview: ['history-supervisor', 'interviewer'],
  specialist: ['specialist'],
  judge: ['consensus-judge'],
  plan: ['plan'],
  safety: ['safety-reviewer'],
  patient_text: [],
  clinician_ask: ['clinician-assistant'],
};

/** Every prompt must carry these lines of the never-do list; loading fails without them. */
export const NEVER_DO_MARKERS = ['Never diagnose', 'Never dose', 'Never tell anyone to stop', 'Never interpret labs', 'Never discourage emergency care', 'When in doubt, escalate'];

export const DEFAULT_PROMPTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../prompts');

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
const FOCUS_BLOCK = /<!--\s*focus\s*\n([\s\S]*?)-->\n?/;
const SEAT_SECTION = /## Your seat on the council\n[\s\S]*?(?=\n## |\n<!--|$)/;

export interface SystemPrompt {
  /** the stable part, identical for every call of the role: cached with cache_control */
  stable: string;
  /** the per-call part (the specialist's focus); empty for most roles, never cached */
  variable: string;
  /** sha256 of every file used, by prompt name, for the audit chain */
  hashes: Record<string, string>;
}

export interface PromptSet {
  readonly dir: string;
  text(name: PromptName): string;
  hash(name: PromptName): string;
  /** every prompt's sha256, by name */
  hashes(): Record<PromptName, string>;
  /** the system prompt of a role; `specialty` fills the specialist template */
  system(role: LlmRole, vars?: { specialty?: string }): SystemPrompt;
  /** the focus line of a specialty (or the default focus) */
  focus(specialty: string): string;
}

export class PromptError extends Error {}

/** Read and check every prompt file; throws PromptError naming a missing file or a missing never-do line. */
export function loadPrompts(dir: string = DEFAULT_PROMPTS_DIR): PromptSet {
  const raw = new Map<PromptName, string>();
  const hashes = {} as Record<PromptName, string>;
  for (const name of PROMPT_NAMES) {
    let text: string;
    try {
      text = readFileSync(join(dir, `${name}.md`), 'utf8');
    } catch {
      throw new PromptError(`prompt file missing: ${join(dir, `${name}.md`)}`);
    }
    const missing = NEVER_DO_MARKERS.filter((m) => !text.includes(m));
    if (missing.length) throw new PromptError(`prompt ${name} lacks the never-do list (${missing.join('; ')})`);
    raw.set(name, text);
    hashes[name] = sha256(text);
  }

  const specialistRaw = raw.get('specialist')!;
  const focusLines = new Map<string, string>();
  for (const line of (specialistRaw.match(FOCUS_BLOCK)?.[1] ?? '').split('\n')) {
    const m = line.match(/^\s*([a-z_]+)\s*:\s*(.+)$/);
    if (m) focusLines.set(m[1], m[2].trim());
  }
  const specialistTemplate = specialistRaw.replace(FOCUS_BLOCK, '');
  const focus = (specialty: string) => focusLines.get(specialty) ?? focusLines.get('default') ?? '';

  /** Everything but the seat section is identical across specialties, so it stays in the cached prefix. */
  const seat = specialistTemplate.match(SEAT_SECTION)?.[0] ?? '';
  const specialistStable = specialistTemplate.replace(SEAT_SECTION, '').replace(/\n{3,}/g, '\n\n').trimEnd();
  const renderSeat = (specialty: string): string =>
    seat.replace(/\{\{specialty\}\}/g, specialty).replace(/\{\{focus\}\}/g, focus(specialty)).trim();

  return {
    dir,
    text: (name) => raw.get(name)!,
    hash: (name) => hashes[name],
    hashes: () => ({ ...hashes }),
    focus,
    system(role, vars = {}) {
      const names: PromptName[] = ['orchestrator', ...ROLE_PROMPTS[role]];
      const used = Object.fromEntries(names.map((n) => [n, hashes[n]]));
      if (role === 'specialist') {
        const variable = renderSeat(vars.specialty ?? 'general_practice');
        return { stable: `${raw.get('orchestrator')!.trimEnd()}\n\n${specialistStable}`, variable, hashes: used };
      }
      return { stable: names.map((n) => raw.get(n)!.trimEnd()).join('\n\n'), variable: '', hashes: used };
    },
  };
}

/** sha256 of any JSON value with sorted keys: the input hash recorded beside each agent output. */
export function hashJson(value: unknown): string {
  return sha256(canonicalJson(value));
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
