// Why this exists: both engines of the clinician assistant answer from the same retrieved sources: the
// medicine and interaction table, the guideline summaries, the condition model's differential for a case's
// facts (with posteriors and the questions whose answers would change the triage level) and the usual
// first-line tests. This gathers them for a question as numbered passages, plus the offline engine's
// sentences, each citing the passages it rests on.
import { retrieveGuidelines, getGuideline } from '../evidence.ts';
import { differential, conditionGuidelines, type DifferentialEntry } from '../differential.ts';
import { extractDemographics, extractFindings, findingDef } from '../findings.ts';
import { findInteractions } from '../safety-review.ts';
import { caseProfile, type CaseProfile } from '../urgency.ts';
import { nextWarningFinding, warningQuestionText } from '../warning-questions.ts';
import { CONDITIONS } from '../knowledge/conditions/index.ts';
import { DRUG_CLASSES, DRUG_INTERACTIONS, MEDICATION_ALIASES } from '../knowledge/interactions.data.ts';
import { WORKUP } from '../knowledge/workup.data.ts';
import type { HistoryFacts, PatientInfo } from '../types.ts';
import { normalizeText } from '../text-normalize.ts';
import type { AskReading } from './ask-intent.ts';

export interface AskSource { title: string; source: string; url?: string; passage: string }
/** One sentence of the offline answer and the sources (1-based) it rests on. */
export interface AskLine { text: string; cites: number[] }
export interface AskCase { facts: HistoryFacts | null; patient: PatientInfo }
export interface Retrieval { sources: AskSource[]; lines: AskLine[]; heading: string }

const TABLE = 'Helios curated medicine and interaction table (actors/engine/knowledge/interactions.data.ts)';
const MODEL = 'Helios condition model (actors/engine/knowledge/conditions): naive-Bayes posteriors for the recorded findings';
const pct = (p: number) => `${Math.round(p * 100)} %`;
const drugName = (g: string) => g.replace(/_/g, ' ');
const className = (c: string) => c.replace(/_/g, ' ');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const firstSentences = (s: string, n: number) => s.split(/(?<=\.)\s+/).slice(0, n).join(' ');

/** Collects sources once each and hands back their numbers. */
class Sources {
  readonly list: AskSource[] = [];
  add(s: AskSource): number {
    const i = this.list.findIndex((x) => x.title === s.title && x.source === s.source);
    if (i >= 0) return i + 1;
    this.list.push(s);
    return this.list.length;
  }
  guideline(id: string): number | null {
    const g = getGuideline(id);
    return g ? this.add({ title: g.title, source: g.source, url: g.url, passage: g.summary }) : null;
  }
}

const classesOf = (generic: string) => Object.entries(DRUG_CLASSES).filter(([, m]) => m.includes(generic)).map(([c]) => c);
const sideHas = (side: readonly string[], generic: string) =>
  side.some((x) => (x.startsWith('class:') ? DRUG_CLASSES[x.slice(6)]?.includes(generic) : x === generic));
const sideText = (side: readonly string[]) => side.map((x) => (x.startsWith('class:') ? `${className(x.slice(6))}s` : drugName(x))).join(' or ');

function drugInfo(r: AskReading, out: Sources, lines: AskLine[]): void {
  for (const g of r.drugs.slice(0, 3)) {
    const classes = classesOf(g).filter((c) => c !== 'serotonergic_other');
    const brands = (MEDICATION_ALIASES[g] ?? []).slice(0, 2).map(cap);
    const partners = DRUG_INTERACTIONS.filter((i) => sideHas(i.a, g) || sideHas(i.b, g))
      .map((i) => `${sideText(sideHas(i.a, g) ? i.b : i.a)} (${i.severity})`);
    const passage = [
      `${cap(drugName(g))}${brands.length ? ` (also ${brands.join(', ')})` : ''}${classes.length ? ` belongs to: ${classes.map(className).join(', ')}.` : '.'}`,
      partners.length ? `Listed interactions: ${[...new Set(partners)].join('; ')}.` : 'No interaction of it is listed in the table.',
    ].join(' ');
    const n = out.add({ title: `${cap(drugName(g))}: class and listed interactions`, source: TABLE, passage });
    lines.push({ text: passage, cites: [n] });
  }
  for (const c of r.classes.slice(0, 2)) {
    const members = DRUG_CLASSES[c] ?? [];
    const passage = `${cap(className(c))}s in the table: ${members.map(drugName).join(', ')}.`;
    lines.push({ text: passage, cites: [out.add({ title: `${cap(className(c))}s: members`, source: TABLE, passage })] });
  }
}

function interactions(r: AskReading, out: Sources, lines: AskLine[]): void {
  // each named medicine or class is one "side"; a pair must come from two different things the clinician named
  const origin = new Map<string, string>();
  for (const g of r.drugs) origin.set(g, g);
  for (const c of r.classes) for (const m of DRUG_CLASSES[c] ?? []) if (!origin.has(m)) origin.set(m, `class:${c}`);
  const seen = new Set<string>();
  for (const hit of findInteractions([...origin.keys()].map(drugName))) {
    const [x, y] = hit.drugs;
    if (origin.get(x) === origin.get(y)) continue;
    const label = (g: string) => (origin.get(g)!.startsWith('class:') ? `${className(origin.get(g)!.slice(6))}s (e.g. ${drugName(g)})` : drugName(g));
    const key = `${hit.interaction.id}:${[origin.get(x), origin.get(y)].sort().join('+')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const passage = `${cap(label(x))} with ${label(y)}: ${hit.interaction.severity}. ${hit.interaction.concern}`;
    lines.push({ text: passage, cites: [out.add({ title: `Interaction: ${sideText(hit.interaction.a)} with ${sideText(hit.interaction.b)}`, source: TABLE, passage })] });
  }
  if (seen.size === 0) {
    const named = [...r.drugs.map(drugName), ...r.classes.map((c) => `${className(c)}s`)];
    const passage = `The table lists no serious interaction between ${named.join(' and ')}; it covers serious interactions only and is not exhaustive.`;
    lines.push({ text: `${passage} Check a full interaction reference.`, cites: [out.add({ title: 'Serious interactions checked', source: TABLE, passage })] });
  }
}

function guidelines(query: string, out: Sources, lines: AskLine[], k = 2): void {
  const hits = retrieveGuidelines(query, { k });
  // a hit far weaker than the best is off the question's topic
  for (const hit of hits.filter((h) => h.score >= hits[0].score * 0.5)) {
    const g = getGuideline(hit.id)!;
    const n = out.guideline(hit.id)!;
    lines.push({ text: `${g.title}: ${firstSentences(g.summary, 2)}`, cites: [n] });
  }
}

/** The profile the differential is scored on: the case's facts, or the findings and age the question states. */
function profileOf(question: string, kase?: AskCase): CaseProfile | null {
  if (kase?.facts) return caseProfile(kase.facts, kase.patient);
  const f = extractFindings(question);
  if (f.findings.length === 0) return null;
  const demo = extractDemographics(question);
  return { present: new Set(f.findings), negated: new Set(f.negated), age: demo.age, sex: demo.sex, pregnant: f.findings.includes('pregnancy'), sudden: f.findings.includes('sudden_onset') };
}

const leading = (dx: readonly DifferentialEntry[]) => dx.filter((e) => e.posterior >= (e.mustNotMiss ? 0.02 : 0.05)).slice(0, 5);
const findingLabel = (id: string) => findingDef(id)?.label ?? id.replace(/_/g, ' ');

function describeProfile(p: CaseProfile): string {
  const facts = [...p.present].map(findingLabel).slice(0, 8).join(', ');
  const who = [p.age !== undefined ? `age ${p.age}` : '', p.sex ?? '', p.pregnant ? 'pregnant' : ''].filter(Boolean).join(', ');
  return `${facts || 'no findings recorded'}${who ? `; ${who}` : ''}${p.negated.size ? `; denied: ${[...p.negated].map(findingLabel).slice(0, 5).join(', ')}` : ''}`;
}

function differentialLines(p: CaseProfile, out: Sources, lines: AskLine[], withQuestions: boolean): DifferentialEntry[] {
  const dx = differential(p);
  const lead = leading(dx);
  if (lead.length === 0) return [];
  const list = lead.map((e) => `${e.name} ${pct(e.posterior)} (${e.mustNotMiss ? 'must not miss, ' : ''}level ${e.level.replace('_', ' ')})`).join('; ');
  const passage = `Findings: ${describeProfile(p)}. Posteriors: ${list}.`;
  const n = out.add({ title: 'Differential for the recorded findings', source: MODEL, passage });
  lines.push({ text: `Differential from the condition model for ${describeProfile(p)}: ${list}.`, cites: [n] });
  if (withQuestions) {
    const asked: string[] = [];
    const questions: string[] = [];
    for (let i = 0; i < 3; i++) {
      const next = nextWarningFinding(p, asked, 'en', CONDITIONS, dx);
      if (!next) break;
      asked.push(next.finding);
      questions.push(warningQuestionText(next.finding, 'en', false) ?? findingLabel(next.finding));
    }
    // no answer could change the level: ask about what best tells the leading conditions apart
    if (questions.length === 0) {
      const byId = new Map(CONDITIONS.map((c) => [c.id, c]));
      for (const e of lead.slice(0, 2)) for (const [id, sens, spec] of byId.get(e.id)?.findings ?? []) {
        if (spec >= 2 && sens >= 0.2 && !p.present.has(id) && !p.negated.has(id) && !asked.includes(id) && asked.length < 4) asked.push(id);
      }
      if (asked.length) {
        const q = `Questions to ask (no answer would change the level; these tell the leading conditions apart): ask about ${asked.map(findingLabel).join(', ')}.`;
        lines.push({ text: q, cites: [out.add({ title: 'Questions to ask', source: MODEL, passage: q })] });
      }
    } else {
      const q = `Questions whose answers could change the triage level: ${questions.join(' ')}`;
      lines.push({ text: q, cites: [out.add({ title: 'Questions that could change the level', source: MODEL, passage: q })] });
    }
  }
  return lead;
}

function testsFor(entries: readonly { id: string; name: string; posterior?: number }[], out: Sources, lines: AskLine[]): void {
  for (const e of entries) {
    const tests = WORKUP[e.id];
    if (!tests) continue;
    const cites = conditionGuidelines(e.id).map((id) => out.guideline(id)).filter((n): n is number => n !== null).slice(0, 1);
    const text = `${e.name}${e.posterior !== undefined ? ` (${pct(e.posterior)})` : ''}: ${tests.join('; ')}.`;
    if (cites.length === 0) cites.push(out.add({ title: `First-line tests: ${e.name}`, source: 'Helios workup table (actors/engine/knowledge/workup.data.ts)', passage: text }));
    lines.push({ text, cites });
  }
}

/** Conditions the question names ("tests for pulmonary embolism"). */
function namedConditions(question: string): { id: string; name: string }[] {
  const q = normalizeText(question);
  return CONDITIONS.filter((c) => {
    const name = normalizeText(c.name.split(/[(,]/)[0]).trim();
    return q.includes(name) || q.includes(c.id.replace(/_/g, ' '));
  }).slice(0, 3);
}

/** Gather the sources and the offline answer's sentences for a reading of the question. */
export function retrieve(question: string, r: AskReading, kase?: AskCase): Retrieval {
  const out = new Sources();
  const lines: AskLine[] = [];
  const complaint = kase?.facts?.complaint ?? '';
  switch (r.intent) {
    case 'drug_info':
      drugInfo(r, out, lines);
      return { sources: out.list, lines, heading: 'Medicine information' };
    case 'interaction_check':
      interactions(r, out, lines);
      return { sources: out.list, lines, heading: 'Interaction check' };
    case 'differential': {
      const p = profileOf(question, kase);
      const lead = p ? differentialLines(p, out, lines, true) : [];
      const shown = new Set<string>();
      for (const e of lead.slice(0, 2)) for (const id of conditionGuidelines(e.id).slice(0, 1)) {
        const g = getGuideline(id);
        if (g && !shown.has(id) && shown.add(id)) lines.push({ text: `${g.title}: ${firstSentences(g.summary, 1)}`, cites: [out.guideline(id)!] });
      }
      return { sources: out.list, lines, heading: kase ? 'Differential and questions to ask for this case' : 'Differential and questions to ask' };
    }
    case 'tests_to_consider': {
      const named = namedConditions(question);
      if (named.length) testsFor(named, out, lines);
      else {
        const p = profileOf(question, kase);
        if (p) testsFor(differentialLines(p, out, lines, false), out, lines);
      }
      return { sources: out.list, lines, heading: 'Tests to consider' };
    }
    case 'guideline_summary':
      guidelines([question, complaint].join(' '), out, lines);
      return { sources: out.list, lines, heading: 'Guideline summary' };
  }
}
