// Why this exists: "no chest pain" must not raise a flag or a finding, while "chest pain, no fever"
// still asserts chest pain; negation is judged per clause, only in the words near a match.
//
// Rules of thumb (kept deliberately conservative: a missed negation raises a flag, which is the
// safe side; a wrong negation hides one, which is not):
// - a cue must stand shortly before the match (about six words; a few characters in Chinese);
// - sentence ends and contrast words ("but", "mais", "pero", "但是", "لكن", "लेकिन") close a cue's scope;
// - a comma closes it too, unless the list goes on with "or"/"nor" ("no fever, cough or chest pain");
// - Hindi puts its negation after the phrase ("सीने में दर्द नहीं है"), so that is checked when the
//   caller passes the end of the match;
// - "never had pain like this" is an assertion, not a denial.
// Phrases whose negative word is itself the symptom ("can't breathe", "no longer want to live")
// must be written into the matcher's pattern, which then starts at the negative word.

/** Portuguese "no" is "in the" before a place or body part ("dor no peito"), not a negation. */
const PT_NO_PLACE = ' (?:peito|olhos?|bracos?|pescoco|estomago|corpo|lado|rosto|joelho|ombro|pe|nariz|ouvido|hospital|pronto|dia|momento|meu|seu|testiculos?|saco|abdome|abdomen|ventre|escroto|sol|trabalho|chao|banheiro|carro|tornozelo|pulso|cotovelo|quadril|dedo|calcanhar|joelhos|ombros|pes|cotovelos|umbigo|figado|rim|utero|ouvidos|couro cabeludo|meio|fundo|final|inicio|fim|ferro|fogao|forno)(?![a-z])';

const CUE_LATIN = new RegExp(
  '(?<![a-z0-9\'])(?:' + [
    // en
    `no(?! (?:idea|clue|one|matter|longer|doubt|way|sei)(?![a-z])| se |${PT_NO_PLACE})`, 'not(?! (?:sure|certain|just|only|really sure|usually|know))', 'never', 'without', 'denies', 'denied', 'deny', 'denying', 'negative for', 'free of', 'nor', 'none',
    'no sign of', 'no signs of', 'no history of', 'absence of', 'ruled out', 'rules out',
    "(?:don'?t|do not|doesn'?t|does not|didn'?t|did not|haven'?t|have not|hasn'?t|has not|hadn'?t|had not) (?:have|has|had|get|got|feel|felt|experience|experienced|notice|noticed|see|think i have|think to|think about|think of|plan to|want|been|take|takes|took|use|uses|used|wear|wears|smoke|smokes|drink|drinks)",
    "isn'?t", "aren'?t", "wasn'?t", "weren'?t", "ain'?t", "wouldn'?t", 'would never',
    // fr
    'pas de', "pas d'", '(?<!sais )pas(?! (?:sur|sure|certain|certaine|pourquoi))', 'sans', 'jamais', 'aucun', 'aucune', 'ni', 'nie', "n'ai", "n'a",
    // es (accents stripped)
    'sin', 'nunca', 'ningun', 'ninguna', 'ninguno', 'tampoco', 'niega', 'niego',
    // pt
    'nao(?! sei)', 'sem', 'nenhum', 'nenhuma', 'nega', 'nego', 'nem',
    // es and pt
    'nada de',
    // romanised Hindi
    'nahi', 'nahin', 'nai',
  ].join('|') + ')(?![a-z0-9])',
  'g',
);

/** zh cues; 不 only counts right before the phrase (不发烧), since it also builds other words (不知道). */
const CUE_ZH_FAR = /(?:没有(?!想到|办法)|没(?!想到|办法|法|事|有想到|有办法)|无(?!法)|未|否认|并无|从未|从来没)/g;
const CUE_ZH_NEAR = /不(?:太|再|是|会|曾)?$/;
/** A bare "don't" right before the phrase negates it ("I don't want to die"); further away it
 *  usually belongs to another verb ("I don't know why I want to die"). */
const CUE_LATIN_NEAR = /(?<![a-z])(?:don'?t|do not|doesn'?t|does not|didn'?t|did not|hasn'?t|has not|haven'?t|have not|hadn'?t|had not|never|no longer)(?: really| even| actually)? (?:[a-z']+ (?:[a-z']+ )?(?:or|nor) )?$/;
/** ar cues (and hi बिना), as whole words: the letters of لا also occur inside other words. Hindi's
 *  नहीं is not a cue before a phrase: it negates what came before it (see POST_NEG_HI). */
const CUE_AR_HI = /(?<![\p{L}\p{M}])(?:لا(?! (?:اعرف|ادري|اعلم|اعرفش))|ليس|ليست|لست|بدون|دون|لم|لن|ما عندي|ما عنده|ما عندها|ما في|مافي|ما بي|ما فيني|مش|مو|बिना)(?![\p{L}\p{M}])/gu;
/** Hindi negation after the phrase: "दर्द नहीं है", "दर्द बिल्कुल नहीं". */
const POST_NEG_HI = /^ ?(?:(?:बिल्कुल|बिलकुल|तो|भी|कभी|कोई) )?(?:नहीं|नही|ना)(?![\p{L}\p{M}])/u;

/** Hard scope ends: sentence punctuation, contrast words. */
const HARD_BREAK = new RegExp(
  "[.!?;\\n\u3002\uff01\uff1f\uff1b\u061f\u0964]|(?<![a-z])(?:but|however|though|although|except|apart from|yet|whereas|now|today|mais|cependant|pourtant|sauf|maintenant|pero|sino|aunque|excepto|ahora|hoy|mas|porem|contudo|exceto|agora|hoje)(?![a-z])|但是|但|可是|不过|然而|现在|لكن|ولكن|بس|الان|اليوم|लेकिन|मगर|परंतु|किंतु|अब",
  'g',
);
/** Soft scope ends: commas and "and I have", unless the list goes on with or/nor. */
const SOFT_BREAK = /[,\uff0c\u3001\u060c:]|(?<![a-z])(?:and (?:i|i'm|i've|i have|my|he|she|it|there|his|her|their|the|then|also|is|was|has|now)|i have|i've got|i feel|i'm having|et j'ai|y tengo|e tenho)(?![a-z])|[，]/g;
const DISJUNCTION = /(?<![a-z])(?:or|nor|ni|o|ou)(?![a-z])|或|或者|او|या/;
/** "never had pain like this": the cue stresses the symptom instead of denying it. */
const NEVER_LIKE_THIS = /^ ?(?:\S+ ){0,3}?(?:like (?:this|that|it)|this (?:bad|severe|strong)|so (?:bad|severe)|comme (?:ca|celle-ci|celui-ci)|como (?:esta|este|esse|essa|isso|eso))/;

const MAX_SCOPE_CHARS = 48;
const MAX_SCOPE_CJK = 8;

/** The last match of `re` in `text` that ends by `limit` (text past it is there for lookaheads only). */
function lastIndexOf(re: RegExp, text: string, limit = text.length): { start: number; end: number } | undefined {
  re.lastIndex = 0;
  let last: { start: number; end: number } | undefined;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index + m[0].length > limit) break;
    last = { start: m.index, end: m.index + m[0].length };
    if (m[0].length === 0) re.lastIndex++;
  }
  return last;
}

/** True when the match starting at `index` in normalised text (a clause or a whole message) is
 *  plainly negated. Pass `end` (the match's end) to also catch Hindi's trailing negation. */
export function isNegatedAt(clause: string, index: number, end?: number): boolean {
  const window = clause.slice(Math.max(0, index - MAX_SCOPE_CHARS), index);
  const hard = lastIndexOf(HARD_BREAK, window);
  const scope = hard ? window.slice(hard.end) : window;

  if (end !== undefined && POST_NEG_HI.test(clause.slice(end, end + 24))) return true;

  const cjkScope = scope.slice(-MAX_SCOPE_CJK);
  if (CUE_ZH_NEAR.test(scope) || CUE_LATIN_NEAR.test(scope)) return true;
  // the Latin cues' lookaheads see the words after the scope too: "dor no joelho" is "pain in the knee"
  const cues = [lastIndexOf(CUE_LATIN, scope + clause.slice(index, index + 24), scope.length), lastIndexOf(CUE_ZH_FAR, cjkScope), lastIndexOf(CUE_AR_HI, scope)];
  const offsets = [0, scope.length - cjkScope.length, 0];
  let cueEnd = -1;
  let cueText = '';
  cues.forEach((c, i) => {
    if (c && c.end + offsets[i] > cueEnd) {
      cueEnd = c.end + offsets[i];
      cueText = scope.slice(c.start + offsets[i], cueEnd);
    }
  });
  if (cueEnd < 0) return false;

  // a comma or "and I have" after the cue ends its scope, unless or/nor carries the list on
  const afterCue = scope.slice(cueEnd);
  const soft = lastIndexOf(SOFT_BREAK, afterCue);
  if (soft && !DISJUNCTION.test(afterCue.slice(soft.end))) return false;

  if (/^(?:never|jamais|nunca|从未|从来没)$/.test(cueText) && end !== undefined && NEVER_LIKE_THIS.test(clause.slice(end, end + 40))) {
    return false;
  }
  return true;
}

/** A clinical or lay verdict after the phrase: "temperature is normal", "ketones negative", "vision
 *  normal", "soles are not itchy". Only words that cannot describe a symptom still being there. */
const TRAILING_VERDICT = /^ ?(?:(?:is|are|was|were|seems?|looks?|came back|come back|both|all|completely|totally|entirely|perfectly|still|stays?|remains?|has been|have been|tests?|results?|screen|swab|levels?|readings?|check|salio|dio|fue|es|esta|deu|foi|esta|est|etait|a ete|e) )*(?:normal|normale?s?|negative|negativ[oa]s?|negatifs?|neg|nil|absent|unremarkable|not (?:itchy|sore|painful|swollen|red|raised|high|affected|present|there))(?![a-z])/;
/** A negative word inside a match with a gap ("palms .. itch*" over "palms are not itchy"). */
const INNER_CUE = new RegExp(`(?<![a-z'])(?:not|no(?!${PT_NO_PLACE})|aren'?t|isn'?t|wasn'?t|weren'?t|doesn'?t|don'?t|never|nao|pas|sin|sem|nem|ni)(?![a-z])`);
/** Words a phrase may contain on purpose ("can't pee", "no wet nappies"): then INNER_CUE says nothing. */
const NEGATIVE_IN_PHRASE = /(?:not|no|n'?t|never|cannot|unable|nao|pas|sin|sem|nem|ni|without)(?![a-z])/;

/** A fear or a question before the phrase: "I'm panicking it's broken", "worried something is broken",
 *  "could it be fractured". The patient is asking, not telling. */
const HEDGE_BEFORE = /(?<![a-z])(?:worried|worry|worrying|scared|afraid|panick\w*|fear\w*|terrified|wonder\w*|not sure|in case|whether|could (?:it|this) be|might be|maybe|peur|miedo|medo)(?![a-z])[^,.;!?]{0,28}$/;
export const isHedgedAt = (clause: string, start: number): boolean => HEDGE_BEFORE.test(clause.slice(Math.max(0, start - 48), start));

/** A simile before the phrase: "like I'm being stabbed", "like an electric shock" describe a pain, not an injury. */
const SIMILE_BEFORE = /(?<![a-z])(?:like|as if|as though|comme si|como si|como se)(?: (?:i'?m|i am|i was|i'?ve been|someone|somebody|something|it'?s|it is|i'?d been|he'?s|she'?s|he is|she is))?(?: (?:being|been|getting|got|had|an?|some))?\s*$/;
export const isSimileAt = (clause: string, start: number): boolean => SIMILE_BEFORE.test(clause.slice(Math.max(0, start - 40), start));

/** A normal or negative verdict right after `end`: "urine protein negative", "vision normal". */
export const verdictFollows = (clause: string, end: number): boolean => TRAILING_VERDICT.test(clause.slice(end, end + 48));

/** Findings only (the red-flag screen keeps to isNegatedAt, the safe side): a verdict right after the
 *  match, or a negative word inside a gapped match that its phrase does not itself contain. */
export function isDeniedAround(clause: string, start: number, end: number, phraseSource: string, reassuring = false): boolean {
  // "I can walk normally": a reassuring finding is not denied by "normal" after it
  if (!reassuring && verdictFollows(clause, end)) return true;
  return INNER_CUE.test(clause.slice(start, end)) && !NEGATIVE_IN_PHRASE.test(phraseSource);
}
