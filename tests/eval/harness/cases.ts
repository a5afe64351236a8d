// Why this exists: the evaluation reads one case per JSON line (PROTOCOL.md "Evaluation case files");
// this parses and zod-validates a file, keeps only the fields the harness uses, and names the bad line.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { TRIAGE_LEVELS, type TriageLevel } from '../../../server/protocol/index.ts';

/** The triage levels from most to least urgent; a higher rank is more urgent. */
export const TRIAGE_RANK: Record<TriageLevel, number> = { emergency: 4, urgent: 3, non_urgent: 2, self_care: 1 };

const Level = z.enum(TRIAGE_LEVELS);
/** Specialty ids are lower-case snake case (PROTOCOL.md lists them; the project may add more). */
const SpecialtyId = z.string().regex(/^[a-z][a-z_]*$/, 'a lower-case specialty id');

export const EvalCaseSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  gold_triage: Level,
  gold_triage_acceptable: z.array(Level).optional(),
  gold_specialty: SpecialtyId.nullable().optional(),
  gold_specialty_acceptable: z.array(SpecialtyId).optional(),
  patient: z
    .object({
      age: z.number().int().min(0).optional(),
      sex: z.string().optional(),
      pregnant: z.boolean().optional(),
    })
    .optional(),
  answers: z.array(z.string()).optional(),
  locale: z.string().min(2).optional(),
  /** how the opening text is written (the blind set's registers: lay, third_person, terse, clinical_note, non_native, romance) */
  register: z.string().min(1).optional(),
});

/** One case as the harness uses it; other fields of the line are dropped. */
export type EvalCase = z.infer<typeof EvalCaseSchema>;

export class CaseFileError extends Error {
  constructor(readonly file: string, readonly line: number, detail: string) {
    super(`${file}:${line}: ${detail}`);
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => `${i.path.length ? i.path.join('.') : '(line)'}: ${i.message}`)
    .join('; ');
}

/**
 * Parse JSON Lines text into cases. Blank lines are skipped. The first bad line (not JSON, failing
 * the schema, or repeating an id) throws a CaseFileError with its 1-based line number.
 */
export function parseCases(text: string, file = '<cases>'): EvalCase[] {
  const cases: EvalCase[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (raw === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (err) {
      throw new CaseFileError(file, i + 1, `not valid JSON (${(err as Error).message})`);
    }
    const parsed = EvalCaseSchema.safeParse(json);
    if (!parsed.success) throw new CaseFileError(file, i + 1, describeIssues(parsed.error));
    if (seen.has(parsed.data.id)) throw new CaseFileError(file, i + 1, `duplicate id "${parsed.data.id}"`);
    seen.add(parsed.data.id);
    cases.push(parsed.data);
  }
  if (cases.length === 0) throw new CaseFileError(file, 0, 'no cases in the file');
  return cases;
}

/** Read and parse a case file. */
export async function loadCases(path: string): Promise<EvalCase[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    throw new CaseFileError(path, 0, `cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
  }
  return parseCases(text, path);
}

/** The levels that count as correct for a case: the gold level and any acceptable ones. */
export function acceptableLevels(c: Pick<EvalCase, 'gold_triage' | 'gold_triage_acceptable'>): TriageLevel[] {
  return [c.gold_triage, ...(c.gold_triage_acceptable ?? [])];
}

/** The specialties that count as correct, or null when the gold specialty is null/absent (case excluded). */
export function acceptableSpecialties(c: Pick<EvalCase, 'gold_specialty' | 'gold_specialty_acceptable'>): string[] | null {
  if (c.gold_specialty === null || c.gold_specialty === undefined) return null;
  return [c.gold_specialty, ...(c.gold_specialty_acceptable ?? [])];
}

/** The language of a case: its locale's primary subtag, English when absent. */
export function caseLanguage(c: Pick<EvalCase, 'locale'>): string {
  return (c.locale ?? 'en').toLowerCase().split(/[-_]/)[0];
}

const DONT_KNOW: Record<string, string> = {
  en: "I don't know",
  fr: 'Je ne sais pas',
  es: 'No lo sé',
  pt: 'Não sei',
  zh: '我不知道',
  ar: 'لا أعرف',
  hi: 'मुझे नहीं पता',
  de: 'Ich weiß nicht',
  it: 'Non lo so',
};

/** What the simulated patient says when its scripted answers have run out, in the case's language. */
export function dontKnow(c: Pick<EvalCase, 'locale'>): string {
  return DONT_KNOW[caseLanguage(c)] ?? DONT_KNOW.en;
}

/** The consult:start patient field from a case: only the values the wire contract accepts. */
export function startPatient(c: Pick<EvalCase, 'patient'>): { age?: number; sex?: 'female' | 'male' | 'other'; pregnant?: boolean } | undefined {
  const p = c.patient;
  if (!p) return undefined;
  const out: { age?: number; sex?: 'female' | 'male' | 'other'; pregnant?: boolean } = {};
  if (p.age !== undefined && p.age <= 130) out.age = p.age;
  if (p.sex === 'female' || p.sex === 'male' || p.sex === 'other') out.sex = p.sex;
  if (p.pregnant !== undefined) out.pregnant = p.pregnant;
  return Object.keys(out).length ? out : undefined;
}
