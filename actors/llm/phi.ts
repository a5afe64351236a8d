// Why this exists: the privacy boundary of the Claude engine: identifiers are swapped for placeholders
// ([NAME_1], [PHONE_1]…) before a request leaves the process and swapped back where a patient must see them.
import { detectPhi, introducedNames, ruleSpans, withNames, type PhiKind, type PhiSpan } from './phi.detect.ts';

export { detectPhi, introducedNames, type PhiKind, type PhiSpan } from './phi.detect.ts';

/** placeholder → original value */
export type PhiMap = Record<string, string>;

export interface Redacted<T> {
  value: T;
  map: PhiMap;
}

const PLACEHOLDER = /\[(NAME|PHONE|EMAIL|ADDRESS|DOB|ID)_(\d+)\]/g;

/** Allocates placeholders: one per distinct value, numbered per kind, stable across calls sharing a map. */
class Allocator {
  private readonly byValue = new Map<string, string>();
  private readonly counts = new Map<PhiKind, number>();

  constructor(readonly map: PhiMap) {
    for (const [ph, value] of Object.entries(map)) {
      const m = /^\[([A-Z]+)_(\d+)\]$/.exec(ph);
      if (!m) continue;
      this.byValue.set(`${m[1]}:${value}`, ph);
      this.counts.set(m[1] as PhiKind, Math.max(this.counts.get(m[1] as PhiKind) ?? 0, Number(m[2])));
    }
  }

  placeholder(kind: PhiKind, value: string): string {
    const key = `${kind}:${value}`;
    let ph = this.byValue.get(key);
    if (!ph) {
      const n = (this.counts.get(kind) ?? 0) + 1;
      this.counts.set(kind, n);
      ph = `[${kind}_${n}]`;
      this.byValue.set(key, ph);
      this.map[ph] = value;
    }
    return ph;
  }
}

/** Replace the spans found in `text` with their placeholders. */
function redactWith(text: string, alloc: Allocator, spans: PhiSpan[]): string {
  const placeholders = spans.map((s) => alloc.placeholder(s.kind, s.value)); // numbered in text order
  let out = text;
  for (let i = spans.length - 1; i >= 0; i--) out = out.slice(0, spans[i].start) + placeholders[i] + out.slice(spans[i].end);
  return out;
}

/** Replace every identifier in `text` with a placeholder; `prior` keeps numbering stable across calls. */
export function redact(text: string, prior: PhiMap = {}): { text: string; map: PhiMap } {
  const map: PhiMap = { ...prior };
  return { text: redactWith(text, new Allocator(map), detectPhi(text, knownNamesOf(map))), map };
}

/** Put the original values back wherever their placeholders appear. Unknown placeholders are left as they are. */
export function restore(text: string, map: PhiMap): string {
  return text.replace(PLACEHOLDER, (ph) => map[ph] ?? ph);
}

/** True when the text holds anything `redact` would replace. */
export function containsPhi(text: string, knownNames: readonly string[] = []): boolean {
  return detectPhi(text, knownNames).length > 0;
}

const knownNamesOf = (map: PhiMap): string[] => Object.entries(map).filter(([ph]) => ph.startsWith('[NAME_')).map(([, v]) => v);

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  }
  return value;
}

/** Redact every string inside a JSON-like value. A name introduced in one string is redacted in all of them. */
export function redactDeep<T>(value: T, prior: PhiMap = {}): Redacted<T> {
  const map: PhiMap = { ...prior };
  const alloc = new Allocator(map);
  // the rules run once per distinct string: for the names it introduces, then for its own redaction
  const rules = new Map<string, PhiSpan[]>();
  const rulesOf = (s: string) => rules.get(s) ?? rules.set(s, ruleSpans(s)).get(s)!;
  const names = [...new Set([...knownNamesOf(map), ...introducedNames(strings(value), rulesOf)])];
  return { value: mapStrings(value, (s) => redactWith(s, alloc, withNames(s, rulesOf(s), names))) as T, map };
}

/** Restore every string inside a JSON-like value. */
export function restoreDeep<T>(value: T, map: PhiMap): T {
  if (!Object.keys(map).length) return value;
  return mapStrings(value, (s) => restore(s, map)) as T;
}

/** True when any string inside the value holds an identifier. */
export function containsPhiDeep(value: unknown): boolean {
  // a name is only redacted elsewhere once a rule found it in some string, so a rule hit decides
  return strings(value).some((s) => ruleSpans(s).length > 0);
}

/**
 * Restores placeholders in streamed text whose deltas may cut a placeholder in two ("[NA" + "ME_1]"):
 * a possible placeholder start is held back until it is complete or clearly not a placeholder.
 */
export class PhiStreamRestorer {
  private held = '';

  constructor(private readonly map: PhiMap) {}

  /** Feed a delta; returns the text that is safe to pass on now (possibly empty). */
  push(delta: string): string {
    const text = this.held + delta;
    const open = text.lastIndexOf('[');
    if (open >= 0 && !text.includes(']', open) && /^\[[A-Z]{0,7}(?:_\d{0,4})?$/.test(text.slice(open))) {
      this.held = text.slice(open);
      return restore(text.slice(0, open), this.map);
    }
    this.held = '';
    return restore(text, this.map);
  }

  /** Whatever is still held back, at the end of the stream. */
  end(): string {
    const rest = this.held;
    this.held = '';
    return restore(rest, this.map);
  }
}
