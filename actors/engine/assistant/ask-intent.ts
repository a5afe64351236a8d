// Why this exists: the clinician assistant answers five kinds of question (drug information, an
// interaction check, a guideline summary, a case's differential with the questions to ask, and the tests
// to consider); this reads which one a clinician's question is, and the medicines it names, without a model.
import type { AskIntent } from '../../../server/protocol/index.ts';
import { normalizeText } from '../text-normalize.ts';
import { resolveMedications } from '../safety-review.ts';
import { DRUG_CLASSES } from '../knowledge/interactions.data.ts';

export interface AskReading {
  intent: AskIntent;
  /** generic names the question names, in the order found (brand names and misspellings resolved) */
  drugs: string[];
  /** drug classes the question names ("NSAIDs", "SSRI") */
  classes: string[];
  /** the question asks for a dose, amount or frequency: never answered with one */
  asksDose: boolean;
}

/** Words of each intent, on normalised text (accents folded), English first, then es/fr/pt. */
const INTERACTION = /\b(interact\w*|interaction\w*|together with|combin\w*|co-?prescri\w*|contraindicat\w*|safe (to take )?with|mix\w* with|along ?side|interacc\w*|interag\w*)\b/;
const TESTS = /\b(tests?|testing|investigat\w*|work-?up|labs?|bloods?|blood work|imaging|scan|x-?ray|ecg|ekg|ultrasound|order|examen(es)?|pruebas?|analis\w*|bilan|examens?|exames?)\b/;
const DIFFERENTIAL = /\b(differential|ddx|diagnos\w*|what (else )?could (this|it) be|likely causes?|causes?|what to ask|questions? (to|should i|should we) ask|should i ask|posterior\w*|diferencial|differentiel\w*)\b/;
const GUIDELINE = /\b(guidelines?|guidance|recommend\w*|management|manage|nice|who|cdc|pathway|protocol|red flags?|when to refer|referral|guia|recomendac\w*|recommandation\w*|prise en charge)\b/;
const DOSE = /\b(dose|doses|dosing|dosage|how much|how many (mg|tablets|pills)|mg|mcg|titrat\w*|posologi\w*|dosis|dose maxim\w*)\b/;

/** A class name as clinicians write it: "nsaid", "nsaids", "ssri", "ace inhibitor(s)", "doac(s)". */
const CLASS_WORDS: [RegExp, string][] = Object.keys(DRUG_CLASSES).map((c) => {
  const words = c.replace(/_/g, ' ').replace(/ (doac|inhibitor|prolonger|raising|statin|other)$/, (m) => `${m}s?`);
  return [new RegExp(`\\b${words}s?\\b`), c];
});
CLASS_WORDS.push([/\bdoacs?\b|\bnoacs?\b/, 'anticoagulant_doac'], [/\bstatins?\b/, 'cyp3a4_statin'], [/\bpde-?5 inhibitors?\b/, 'pde5_inhibitor']);

/** Read a clinician's question. With a case and nothing more specific, it is the case's differential. */
export function readQuestion(question: string, hasCase: boolean): AskReading {
  const text = normalizeText(question);
  const drugs = [...resolveMedications([question]).keys()];
  const classes = [...new Set(CLASS_WORDS.filter(([re]) => re.test(text)).map(([, c]) => c))];
  const named = drugs.length + classes.length;
  const asksDose = DOSE.test(text);
  let intent: AskIntent;
  // two medicines (or classes) named together are a question about taking them together
  if (named >= 2 || (named >= 1 && INTERACTION.test(text))) intent = 'interaction_check';
  else if (TESTS.test(text) && !(named > 0 && !hasCase)) intent = 'tests_to_consider';
  else if (DIFFERENTIAL.test(text)) intent = 'differential';
  else if (named >= 1) intent = 'drug_info';
  else if (GUIDELINE.test(text)) intent = 'guideline_summary';
  else intent = hasCase ? 'differential' : 'guideline_summary';
  return { intent, drugs, classes, asksDose };
}
