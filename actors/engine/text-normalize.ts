// Why this exists: every matcher in the offline engine compares patient text the same way,
// tolerant of case, accents, punctuation and spacing, in Latin and non-Latin scripts alike.

/** Lower-case, strip Latin diacritics, unify apostrophes and dashes, collapse whitespace.
 *  Non-Latin scripts (zh, ar, hi) are kept as they are apart from case and spacing. */
export function normalizeText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // combining marks of Latin letters (é → e)
    .normalize('NFC')
    .toLowerCase()
    .replace(/œ/g, 'oe').replace(/æ/g, 'ae') // French "cœur", "œil" as patients type them
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u064b-\u0652]/g, '') // Arabic harakat
    .replace(/\s+/g, ' ')
    .trim();
}

/** Split normalised text into clauses at sentence and clause punctuation, for negation scope. */
export function splitClauses(normalized: string): string[] {
  return normalized
    .split(/[.!?;\n\u3002\uff01\uff1f\uff1b\u061f\u0964]+|,\s*(?:but|mais|pero|mas)\b|\bbut\b|\bmais\b|\bpero\b/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Traditional Chinese characters that patient text often uses, folded to the simplified ones
 *  that matchers are written in (only characters that matter to clinical phrases). */
const TRAD_TO_SIMP: Record<string, string> = Object.fromEntries(
  [...'壓悶氣難臉說話無沒癱瘓頸燒發熱嘔殺輕覺識暈癲癇驚過體溫嬰兒寶懷陰睪點腫嚨頭劇嚴傷燙觸電擊視腳麼會對該紅還這裡們來時齒濃瀉膿嗎']
    .map((c, i) => [c, '压闷气难脸说话无没瘫痪颈烧发热呕杀轻觉识晕癫痫惊过体温婴儿宝怀阴睾点肿咙头剧严伤烫触电击视脚么会对该红还这里们来时齿浓泻脓吗'[i]]),
);

/** Extra folding for matchers on top of normalizeText (apply to normalised text and to the
 *  patterns it is matched against): Arabic letter variants (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و,
 *  ئ → ي, no tatweel), Devanagari nukta and chandrabindu, Arabic-Indic and Devanagari digits,
 *  Latin ligatures (œ → oe), and common traditional Chinese characters. Length may change. */
export function foldForMatching(normalized: string): string {
  return normalized
    .replace(/[\u0623\u0625\u0622\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064a')
    .replace(/\u0640/g, '')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/\u0153/g, 'oe')
    .replace(/\u00e6/g, 'ae')
    .replace(/[\u3400-\u9fff]/g, (c) => TRAD_TO_SIMP[c] ?? c);
}

/** Optimal-string-alignment distance (edits and adjacent swaps), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** A token speller: rewrites misspelt Latin-script words ("chest pian", "sezure") to the nearest
 *  word of a small key vocabulary. Words it knows to be real (`keep`) are never touched. */
export interface TokenSpeller {
  correct(normalized: string): string;
}

export function createTokenSpeller(vocab: Iterable<string>, keep: Iterable<string>): TokenSpeller {
  const known = new Set<string>([...vocab, ...keep]);
  const byFirst = new Map<string, string[]>();
  for (const w of vocab) {
    const list = byFirst.get(w[0]) ?? [];
    list.push(w);
    byFirst.set(w[0], list);
  }
  const cache = new Map<string, string>();
  const fix = (token: string): string => {
    const hit = cache.get(token);
    if (hit !== undefined) return hit;
    let best = token;
    let bestD = 3;
    for (const w of byFirst.get(token[0]) ?? []) {
      // 4-letter words: swaps only ("pian"); 5..7: one edit; 8+: two edits ("suicidle").
      const max = token.length < 5 ? 1 : token.length < 8 || w.length < 8 ? 1 : 2;
      if (token.length < 5 && (w.length !== token.length || [...w].sort().join('') !== [...token].sort().join(''))) continue;
      const d = editDistance(token, w, max);
      if (d <= max && d < bestD) {
        best = w;
        bestD = d;
      }
    }
    if (cache.size > 20_000) cache.clear();
    cache.set(token, best);
    return best;
  };
  return {
    correct(normalized: string): string {
      return normalized.replace(/[a-z]{4,}/g, (t) => (known.has(t) ? t : fix(t)));
    },
  };
}
