// Why this exists: finding the personal identifiers in a patient's words (names, phones, e-mails, street
// addresses, dates of birth, national ids) so nothing identifying leaves the process for the cloud.

export type PhiKind = 'NAME' | 'PHONE' | 'EMAIL' | 'ADDRESS' | 'DOB' | 'ID';

export interface PhiSpan {
  kind: PhiKind;
  start: number;
  end: number;
  value: string;
}

const L = String.raw`\p{Lu}[\p{L}'\u2019-]+`; // a capitalised word
const W = String.raw`\p{L}[\p{L}'\u2019-]*`; // any word
const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|janeiro|fevereiro|mar[cç]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|enero|febrero|marzo|mayo|junio|julio|septiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre';
const DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th|º)?\s+(?:de\s+|of\s+)?(?:${MONTHS})\.?,?\s+(?:de\s+)?\d{4})`;

/** Capitalised words after "I'm" that are not names ("I'm Feeling awful" at the start of a sentence). */
const NOT_NAMES = new Set(('not so very really feeling having sorry worried scared pregnant diabetic allergic here fine ok okay in at on a an the ' +
  'just still also currently taking going trying calling writing back afraid anxious sick ill tired dizzy unable concerned ' +
  'no yes hi hello well married single female male worse better allergic asthmatic epileptic').split(' '));
const STOP_AFTER = new Set('and or but i im i\'m my me from with who age aged years y\'o yo e y et de la el from born living'.split(' '));

interface Rule {
  kind: PhiKind;
  re: RegExp;
  /** capture group holding the identifier; 0 = the whole match */
  group?: number;
  /** reject a match (e.g. too few digits for a phone number) */
  accept?: (value: string) => boolean;
}

const digits = (s: string) => s.replace(/\D/g, '').length;
/** Case-insensitive keywords inside a case-sensitive pattern (capitalisation of the name itself matters). */
const ci = (s: string) => s.replace(/\p{L}/gu, (c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`));
const rx = (s: string, flags = 'giu') => new RegExp(s, flags);

/** In priority order: when spans overlap, the earlier rule wins. */
const RULES: Rule[] = [
  { kind: 'EMAIL', re: rx(String.raw`[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+`) },
  // national ids in their own formats: US SSN, Brazil CPF, UK National Insurance number
  { kind: 'ID', re: rx(String.raw`(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])`) },
  { kind: 'ID', re: rx(String.raw`(?<![\d.])\d{3}\.\d{3}\.\d{3}-\d{2}(?!\d)`) },
  { kind: 'ID', re: rx(String.raw`\b[A-CEGHJ-PR-TW-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]\b`, 'gu') },
  // any id introduced by its name: SSN, CPF, RG, NHS, SIN, DNI, NIE, CURP, passport, MRN, insurance
  {
    kind: 'ID',
    group: 1,
    re: rx(String.raw`\b(?:ssn|social security(?: number| no\.?)?|cpf|rg|nhs(?: number| no\.?)?|sin|dni|nie|curp|nif|passport(?: number| no\.?)?|national id(?: number)?|id number|mrn|medical record(?: number| no\.?)?|insurance (?:id|number)|policy number|n[uú]mero de (?:seguro social|identidad|documento))\b\s*(?:number|no\.?|#|n[º°])?\s*(?:is|[eé]|es|est)?\s*:?\s*([A-Z0-9](?:[A-Z0-9]|[ .\/-](?=[A-Z0-9])){4,20})`),
    accept: (v) => digits(v) >= 4,
  },
  {
    kind: 'DOB',
    group: 1,
    re: rx(String.raw`\b(?:born(?: on)?|dob|d\.o\.b\.?|date of birth|birth ?date|birthday(?: is)?|nascid[oa] (?:em|no dia)|data de nascimento|fecha de nacimiento|nac[ií] el|n[ée]e? le|date de naissance)\s*(?:is|[eé]|es)?\s*:?\s*(${DATE})`),
  },
  {
    kind: 'ADDRESS',
    re: rx(String.raw`\b\d{1,6}\s+(?:${L}\s+){0,3}${L}\s+(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|close|crescent|square|sq|highway|hwy)\b\.?(?:,?\s*(?:apt|apartment|unit|suite|flat|#)\.?\s*[\w-]+)?`),
  },
  {
    kind: 'ADDRESS',
    re: rx(String.raw`\b(?:rua|r\.|avenida|av\.|travessa|alameda|pra[cç]a|estrada|rodovia|calle|carrera|avenue|rue|boulevard|chemin|paseo|plaza)\s+(?:${W}\s+){0,5}?${W},?\s*(?:n[º°o]\.?\s*)?\d{1,6}(?:\s*[-,]\s*(?:apto?\.?|apartamento|bloco|piso|casa)\s*[\w-]+)?`),
  },
  {
    kind: 'ADDRESS',
    group: 1,
    re: rx(String.raw`\b(?:my address is|i live at|i live on|address:|moro na|moro em|vivo en|mi direcci[oó]n es|j'habite (?:au|à))\s+([^\n.;!?]{4,80})`),
  },
  {
    kind: 'PHONE',
    re: rx(String.raw`(?<![\w/.])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}(?![\w/])|(?<![\w/.+])\d{10,13}(?![\w/])`),
    accept: (v) => digits(v) >= 8 && digits(v) <= 15 && !/^\d{4}-\d{1,2}-\d{1,2}$/.test(v.trim()),
  },
  // introductions that can only introduce a name: any capitalisation of the name is accepted
  {
    kind: 'NAME',
    group: 1,
    re: rx(String.raw`\b(?:my name is|my name's|name:|call me|me llamo|mi nombre es|meu nome [eé]|me chamo|je m'appelle|je m\u2019appelle|mon nom est)\s+(${W}(?:\s+${W}){0,3})`),
  },
  // phrases that often introduce something else ("I'm tired"): only capitalised words count as a name
  { kind: 'NAME', group: 1, re: rx(String.raw`(?<!\p{L})${ci("(?:i'm|i\u2019m|i am|im|this is|je suis|soy|eu sou a|eu sou o|sou a|sou o)")}\s+(${L}(?:\s+${L}){0,3})`, 'gu') },
  // signatures: "Thanks,\nAna Souza", "— Ana"
  {
    kind: 'NAME',
    group: 1,
    re: rx(String.raw`(?:^|\n|[.!?][ \t]+)[ \t]*${ci('(?:thanks|thank you|regards|best|best wishes|cheers|sincerely|kind regards|obrigado|obrigada|atenciosamente|abraços|abracos|gracias|saludos|merci|cordialement)')}[ \t]*[,!.]?[ \t]*(?:\n[ \t]*|[ \t]+)(?:[-\u2013\u2014]+[ \t]*)?(${L}(?:[ \t]+${L}){0,2})[ \t]*$`, 'gu'),
  },
  { kind: 'NAME', group: 1, re: rx(String.raw`(?:^|\n)[ \t]*(?:--|[-\u2013\u2014])[ \t]*(${L}(?:[ \t]+${L}){0,2})[ \t]*$`, 'gu') },
];

/** Trim an introduced name to its name words: stop at connectives, and drop non-name words after "I'm". */
function cleanName(raw: string): string {
  const out: string[] = [];
  for (const w of raw.split(/\s+/)) {
    if (STOP_AFTER.has(w.toLowerCase()) || /\d/.test(w)) break;
    out.push(w);
  }
  while (out.length && NOT_NAMES.has(out[0].toLowerCase())) return '';
  return out.join(' ');
}

/** Add a span unless it is empty or overlaps one already found (the first found wins). */
function addSpan(found: PhiSpan[], s: PhiSpan): void {
  if (s.end > s.start && !found.some((f) => s.start < f.end && f.start < s.end)) found.push(s);
}

/** Every identifier span in the text, non-overlapping, in text order. */
export function detectPhi(text: string, knownNames: Iterable<string> = []): PhiSpan[] {
  return withNames(text, ruleSpans(text), knownNames);
}

/** The spans the rules find (the first pass of `detectPhi`), in rule order; `withNames` completes them. */
export function ruleSpans(text: string): PhiSpan[] {
  const found: PhiSpan[] = [];
  for (const rule of RULES) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m; m = rule.re.exec(text)) {
      const g = rule.group ?? 0;
      let value = m[g];
      if (!value) continue;
      const start = m.index + m[0].lastIndexOf(value);
      if (rule.kind === 'NAME') value = cleanName(value);
      value = value.replace(/[\s,]+$/, '');
      if (!value || (rule.accept && !rule.accept(value))) continue;
      addSpan(found, { kind: rule.kind, start, end: start + value.length, value });
    }
  }
  return found;
}

/** The rule spans plus every mention of a name they hold or that is already known, in text order. */
export function withNames(text: string, rule: readonly PhiSpan[], knownNames: Iterable<string> = []): PhiSpan[] {
  const found = [...rule];
  // a name once introduced is redacted wherever it appears again, whole or by its parts ("Ana")
  const names = new Set<string>(knownNames);
  for (const s of found) if (s.kind === 'NAME') names.add(s.value);
  const parts = [...names].flatMap((n) => [n, ...n.split(/\s+/).filter((p) => p.length >= 3)]);
  for (const part of [...new Set(parts)].sort((a, b) => b.length - a.length)) {
    const re = rx(String.raw`(?<![\p{L}\d])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\p{L}\d])`, 'gu');
    for (let m = re.exec(text); m; m = re.exec(text)) addSpan(found, { kind: 'NAME', start: m.index, end: m.index + m[0].length, value: m[0] });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Names introduced anywhere in these texts (to redact their later mentions in other texts too). */
export function introducedNames(texts: readonly string[], rules: (text: string) => readonly PhiSpan[] = ruleSpans): string[] {
  const names = new Set<string>();
  for (const t of texts) for (const s of withNames(t, rules(t))) if (s.kind === 'NAME') names.add(s.value);
  return [...names];
}
