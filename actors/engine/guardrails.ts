// Why this exists: every assistant text passes this output guardrail before a patient sees it; unsafe
// sentences are rewritten or replaced, and streamed text is held back until each sentence can be checked.
import type { Locale } from './types.ts';
import { DISCLAIMERS, GUARD_RULES, SAFE_NOTES, type GuardCategory, type GuardRule, type NoteLocale } from './guardrails.rules.ts';

export { GUARD_CATEGORIES, type GuardCategory } from './guardrails.rules.ts';

export interface GuardViolation { category: GuardCategory; match: string }
export interface GuardResult {
  /** true when nothing had to change */
  ok: boolean;
  violations: GuardViolation[];
  /** the safe text: identical to the input when ok */
  text: string;
}
export interface GuardOptions {
  /** language of the safe notes that replace removed sentences (en, es, fr, pt; others get English) */
  locale?: Locale;
  /** the patient's own identifiers (e-mail, record number) that may be echoed back unredacted */
  allowedIdentifiers?: readonly string[];
}

export const DISCLAIMER = DISCLAIMERS.en;
export function disclaimer(locale: string = 'en'): string {
  return DISCLAIMERS[locale as NoteLocale] ?? DISCLAIMERS.en;
}

const noteFor = (category: GuardCategory, locale: Locale | undefined): string | undefined =>
  category === 'diagnosis_claim' ? undefined : SAFE_NOTES[category][(locale ?? 'en') as NoteLocale] ?? SAFE_NOTES[category].en;

// ---- sentences -------------------------------------------------------------------------------------------

/** Words whose trailing period does not end a sentence, and list numbers at the start of a line ("2. "). */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|dr|mr|mrs|ms|vs|approx|prof|st)$|(?:^|\n)[ \t]*\d{1,2}$/i;
const CLOSERS = /["')\]\u201d\u2019\u00bb]/;

/** End (exclusive, trailing whitespace included) of the sentence starting at `from`, or -1 when more text
 *  is needed to be sure. Ends: . ! ? followed by whitespace (not after an abbreviation), 。！？ and newline.
 *  With `final`, the remainder of the text is a sentence. */
export function sentenceEnd(s: string, from: number, final: boolean): number {
  for (let i = from; i < s.length; i++) {
    const c = s[i];
    let k: number;
    if (c === '\n' || c === '\u3002' || c === '\uff01' || c === '\uff1f') k = i + 1;
    else if (c === '.' || c === '!' || c === '?') {
      k = i + 1;
      while (k < s.length && (/[.!?]/.test(s[k]) || CLOSERS.test(s[k]))) k++;
      if (k === s.length) return final ? k : -1;
      if (!/\s/.test(s[k]) || (c === '.' && k === i + 1 && ABBREVIATION.test(s.slice(Math.max(from, i - 8), i)))) { i = k - 1; continue; }
    } else continue;
    while (k < s.length && /\s/.test(s[k])) k++;
    return k;
  }
  return final && from < s.length ? s.length : -1;
}

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (let at = 0, end: number; at < text.length; at = end) out.push(text.slice(at, (end = sentenceEnd(text, at, true))));
  return out;
}

// ---- checking one sentence ---------------------------------------------------------------------------------

/** Same length as the input: Latin accents folded one character at a time, curly apostrophes straightened. */
const probeOf = (s: string): string =>
  s.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u00c0-\u024f]/g, (c) => {
    const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return base.length === 1 ? base : c;
  });

const GLOBAL = new Map<GuardRule, RegExp>(GUARD_RULES.map((r) => [r, new RegExp(r.pattern.source, `${r.pattern.flags}g`)]));

/** The words before a hit, in its own clause, that may cancel it (negation, hedges). */
const clauseBefore = (probe: string, index: number): string => probe.slice(Math.max(0, index - 40), index).split(/[,;:\u2014]|\s-\s|\bbut\b/i).pop() ?? '';

interface Hit { rule: GuardRule; index: number; match: RegExpExecArray }

function findHits(probe: string, allowed: readonly string[]): Hit[] {
  const question = /[?\uff1f]["')\]\s]*$/.test(probe);
  const hits: Hit[] = [];
  for (const rule of GUARD_RULES) {
    if ((rule.skipQuestions && question) || (rule.requires && !rule.requires.test(probe)) || rule.unless?.test(probe)) continue;
    const re = GLOBAL.get(rule)!;
    re.lastIndex = 0;
    for (let m = re.exec(probe); m; m = re.exec(probe)) {
      if (m[0].length === 0) { re.lastIndex++; continue; }
      if (rule.before?.test(clauseBefore(probe, m.index)) || rule.within?.test(m[0])) continue;
      if (rule.category === 'privacy_leak' && allowed.some((a) => a && m![0].toLowerCase().includes(a.toLowerCase()))) continue;
      hits.push({ rule, index: m.index, match: m });
    }
  }
  return hits;
}

/** Check one sentence; `emitted` remembers notes already given so each is said once per text or stream. */
function checkSentence(segment: string, opts: GuardOptions, emitted: Set<string>): { text: string; violations: GuardViolation[] } {
  const lead = /^\s*/.exec(segment)![0];
  const trail = /\s*$/.exec(segment.slice(lead.length))![0];
  const body = segment.slice(lead.length, segment.length - trail.length);
  if (!body) return { text: segment, violations: [] };
  const hits = findHits(probeOf(body), opts.allowedIdentifiers ?? []);
  const violations = hits.map((h) => ({ category: h.rule.category, match: body.slice(h.index, h.index + h.match[0].length) }));
  if (!hits.length) return { text: segment, violations };

  if (hits.some((h) => h.rule.action === 'replace')) {
    const notes = [...new Set(hits.filter((h) => h.rule.action === 'replace')
      .map((h) => noteFor(h.rule.category, opts.locale)).filter((n): n is string => !!n && !emitted.has(n)))];
    notes.forEach((n) => emitted.add(n));
    if (!notes.length) return { text: trail.includes('\n') ? lead + trail : lead, violations };
    return { text: lead + notes.join(' ') + trail, violations };
  }
  // rewrite and redact in place, right to left, skipping overlaps
  let out = body;
  let limit = Infinity;
  for (const h of [...hits].sort((a, b) => b.index - a.index)) {
    const end = h.index + h.match[0].length;
    if (end > limit) continue;
    let repl = h.rule.action === 'redact' ? '[redacted]' : h.rule.rewrite!(h.match);
    if (/^\W*$/.test(body.slice(0, h.index)) && /^[A-Z]/.test(body.slice(h.index))) repl = repl[0].toUpperCase() + repl.slice(1);
    out = out.slice(0, h.index) + repl + out.slice(end);
    limit = h.index;
  }
  return { text: lead + out + trail, violations };
}

/** Check a whole assistant text. Safe text comes back unchanged with ok = true. */
export function checkText(text: string, opts: GuardOptions = {}): GuardResult {
  const emitted = new Set<string>();
  const violations: GuardViolation[] = [];
  let out = '';
  for (const sentence of splitSentences(text)) {
    const r = checkSentence(sentence, opts, emitted);
    violations.push(...r.violations);
    out += r.text;
  }
  return { ok: violations.length === 0, violations, text: violations.length ? out.replace(/[ \t]+$/, '') : text };
}

/** Streaming hold-back: text is released only a whole, checked sentence at a time. */
export class SentenceGuard {
  private buffer = '';
  private readonly emitted = new Set<string>();
  readonly violations: GuardViolation[] = [];

  constructor(private readonly onSafeText: (s: string) => void, private readonly opts: GuardOptions = {}) {}

  push(delta: string): void {
    this.buffer += delta;
    for (let end = sentenceEnd(this.buffer, 0, false); end > 0; end = sentenceEnd(this.buffer, 0, false)) {
      this.release(this.buffer.slice(0, end));
      this.buffer = this.buffer.slice(end);
    }
  }

  /** Flush what is left, through the same check. */
  end(): void {
    const rest = this.buffer;
    this.buffer = '';
    for (const sentence of splitSentences(rest)) this.release(sentence);
  }

  private release(sentence: string): void {
    const r = checkSentence(sentence, this.opts, this.emitted);
    this.violations.push(...r.violations);
    if (r.text) this.onSafeText(r.text);
  }
}
