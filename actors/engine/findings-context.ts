// Why this exists: a few findings are said across sentences rather than in one clause, so the phrase lists
// cannot see them: a pregnant woman's "some bleeding" with no site named, and "I'm on dialysis. I missed
// Monday." They are read here from the whole message once its clauses are read, given what was found.
import { isNegatedAt } from './negation.ts';
import { splitClauses } from './text-normalize.ts';

/** In pregnancy, "some bleeding" with no other site named is bleeding from the vagina (a pregnant woman
 *  seldom says where); a bleed named elsewhere (nose, gums, stool, urine, a cut) keeps its own finding. */
const BARE_BLEEDING = /\b(?:bleed|bleeding|bled|bleeds|sangrado|sangrando|sangro|saignement\w*|saigne|sangramento|sangrei|perdu(?: \w+){0,3} sang|perdi(?: \w+){0,3} sangu?e|perdiendo sangre|perdendo sangue)\b/g;
const OTHER_BLEEDING = ['nosebleed', 'prolonged_nosebleed', 'hemoptysis', 'spitting_blood', 'vomiting_blood', 'blood_in_stool', 'heavy_rectal_bleeding', 'hematuria', 'easy_bleeding', 'uncontrolled_bleeding', 'hyphema', 'subconjunctival_blood', 'vaginal_bleeding'];
const OTHER_SITE = /\b(?:nose|nostril|gums?|stool|poo|bum|rectum|urine|pee|wee|cut|wound|finger|mouth|cough\w*|vomit\w*|nariz|encias?|heces|orina|herida|dedo|boca|nez|gencives?|selles|plaie|doigt|bouche|gengivas?|fezes|urina|ferida)\b/;
function bareBleeding(norm: string): boolean {
  for (const clause of splitClauses(norm)) {
    if (OTHER_SITE.test(clause)) continue;
    for (const m of clause.matchAll(BARE_BLEEDING)) if (!isNegatedAt(clause, m.index!, m.index! + m[0].length)) return true;
  }
  return false;
}

/** A dialysis patient who missed a session says so in the next sentence ("I'm on dialysis Monday, Wednesday,
 *  Friday. I missed Monday"): a missed or skipped session, day or treatment, not a missed tablet or a heart rate. */
const DIALYSIS = /\b(?:dialysis|haemodialysis|hemodialysis|dialisis|hemodialisis|dialyse|hemodialyse|dialise|hemodialise)\b/;
const MISSED = new RegExp(String.raw`\b(?:(?:missed|skipped|didn'?t go(?: to)?|couldn'?t go(?: to)?|could not go(?: to)?|did not go(?: to)?|couldn'?t get to)\s+(?:\w+\s+){0,2}?(?:session|sessions|dialysis|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday|treatment|appointment|it|twice|both)|no transport|transport didn'?t come|(?:rate|manque) (?:ma|la|une|mes) (?:seance|dialyse)|(?:perdi|faltei|nao fui) (?:a |na |minha |uma )?(?:sessao|dialise|hemodialise)|(?:falte|no fui) a (?:la |mi )?(?:sesion|dialisis))\b`, 'g');

function missedDialysis(norm: string): boolean {
  if (!DIALYSIS.test(norm)) return false;
  for (const clause of splitClauses(norm)) {
    for (const m of clause.matchAll(MISSED)) if (!isNegatedAt(clause, m.index!, m.index! + m[0].length)) return true;
  }
  return false;
}

/** Findings read from the whole normalised message, given the ones its clauses asserted. */
export function contextFindings(norm: string, found: ReadonlySet<string>): string[] {
  const out: string[] = [];
  if (found.has('pregnancy') && !OTHER_BLEEDING.some((id) => found.has(id)) && bareBleeding(norm)) out.push('vaginal_bleeding');
  if (!found.has('missed_dialysis') && missedDialysis(norm)) out.push('missed_dialysis');
  return out;
}
