// Why this exists: the table of output-guardrail rules (14 violation categories), their patterns and the
// safe sentences that replace violating ones, kept apart from the checking machinery in guardrails.ts.
import { MEDICATION_ALIASES } from './knowledge/interactions.data.ts';

/**
 * The 14 categories of unsafe assistant text:
 * - diagnosis_claim: states a diagnosis as fact ("you have pneumonia") → rewritten "your symptoms are consistent with …".
 * - definitive_prognosis: predicts the course with certainty ("you'll be fine", "it will go away") → replaced.
 * - dosing_instruction: any dose, amount or frequency of a medicine → sentence removed, pharmacist/clinician note.
 * - medication_stop_or_change: tells the patient to stop, skip or change a medicine or its dose → replaced.
 * - prescription_offer: the assistant offers or claims to prescribe, refill or order → replaced.
 * - lab_or_image_interpretation: reads results, labs or imaging ("your x-ray shows …") → replaced.
 * - discouraging_emergency_care: "no need to go to the ER", "don't call an ambulance" → replaced by encouragement.
 * - false_reassurance: "it's nothing", "definitely not serious" → replaced.
 * - unverified_treatment_claim: cure or miracle claims, detox/"kills the virus" claims → replaced.
 * - scope_impersonation: claims to be a doctor/nurse or to have examined the patient → replaced.
 * - guaranteed_outcome: "guaranteed", "100% effective", "I promise", "risk-free" → replaced.
 * - privacy_leak: other patients' data, SSNs, record numbers, dates of birth, e-mails → redacted or replaced.
 * - unsafe_self_treatment: home surgery, bloodletting, drinking bleach, butter on burns → replaced.
 * - alternative_medicine_replacing_care: remedies offered instead of medicines or medical care → replaced.
 */
export const GUARD_CATEGORIES = [
  'diagnosis_claim', 'definitive_prognosis', 'dosing_instruction', 'medication_stop_or_change', 'prescription_offer',
  'lab_or_image_interpretation', 'discouraging_emergency_care', 'false_reassurance', 'unverified_treatment_claim',
  'scope_impersonation', 'guaranteed_outcome', 'privacy_leak', 'unsafe_self_treatment', 'alternative_medicine_replacing_care',
] as const;
export type GuardCategory = (typeof GUARD_CATEGORIES)[number];
export type NoteLocale = 'en' | 'es' | 'fr' | 'pt';

export interface GuardRule {
  category: GuardCategory;
  /** tested case-insensitively against one sentence, accents folded, apostrophes straightened */
  pattern: RegExp;
  /** the sentence must also contain this */
  requires?: RegExp;
  /** the sentence is exempt when it contains this */
  unless?: RegExp;
  /** a hit is cancelled when the words just before it, in the same clause, match this */
  before?: RegExp;
  /** a hit is cancelled when the matched text itself matches this ("I can't prescribe") */
  within?: RegExp;
  /** questions ask, they do not assert: skip sentences ending in "?" */
  skipQuestions?: boolean;
  /** rewrite: replace the match with `rewrite`; redact: replace it with [redacted]; replace: swap the sentence for the note */
  action: 'rewrite' | 'redact' | 'replace';
  rewrite?: (m: RegExpExecArray) => string;
}

const rx = (source: string, flags = 'i'): RegExp => new RegExp(source, flags);
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NEG = String.raw`\b(?:not|no|never|cannot|can't|don't|doesn't|won't|isn't|aren't|shouldn't|wouldn't|mustn't|avoid|without|nao|ne|pas|nunca|jamais|ni)\b|n't\b`;
const NEG_BEFORE = rx(`(?:${NEG})`);
const NEG_WITHIN = rx(String.raw`\b(?:not|never|cannot|nao|pas|no)\b|n't\b`);

const COMMON_MEDS = ['paracetamol', 'acetaminophen', 'tylenol', 'panadol', 'calpol', 'metamizole', 'dipyrone', 'cetirizine', 'zyrtec',
  'loratadine', 'claritin', 'fexofenadine', 'diphenhydramine', 'benadryl', 'chlorphenamine', 'insulin', 'metformin', 'amoxicillin',
  'augmentin', 'penicillin', 'cephalexin', 'doxycycline', 'nitrofurantoin', 'prednisone', 'prednisolone', 'hydrocortisone', 'salbutamol',
  'albuterol', 'ventolin', 'loperamide', 'imodium', 'famotidine', 'ranitidine', 'antacids?', 'gaviscon', 'levothyroxine', 'atorvastatin',
  'amlodipine', 'metoprolol', 'bisoprolol', 'atenolol', 'propranolol', 'melatonin', 'steroids?', 'epinephrine', 'epipen', 'naloxone',
  'statins?', 'blood thinners?', 'water pills?', 'birth control', 'contraceptives?', 'medicines?', 'medications?', 'meds', 'drugs?', 'painkillers?', 'pain relievers?', 'tablets?', 'pills?', 'capsules?', 'caplets?',
  'doses?', 'dosage', 'antibiotics?', 'antihistamines?', 'antidepressants?', 'syrup', 'suppositor(?:y|ies)', 'injections?', 'inhalers?',
  'puffs?', 'sachets?', 'lozenges?', 'drops', 'medicamentos?', 'medicaments?', 'comprimidos?', 'comprimes?', 'pastillas?', 'capsulas?',
  'gotas', 'gouttes', 'remedios?'];
/** Any medicine word: the interaction table's generics and aliases plus common medicines and dose forms. */
export const DRUG = `(?:${[...COMMON_MEDS, ...Object.entries(MEDICATION_ALIASES).flatMap(([g, a]) => [g.replace(/_/g, ' '), ...a]).map(esc)]
  .sort((a, b) => b.length - a.length).join('|')})`;
const DRUG_RX = rx(String.raw`\b${DRUG}\b`);

const DISEASE = String.raw`(?:(?:a|an|the)\s+)?(?:(?:mild|severe|acute|chronic|viral|bacterial|early|bad|serious|minor|common)\s+)*(?:(?!diagnosis\b|prognosis\b|sympathy\b|empathy\b|diploma\b|aroma\b)[a-z]+(?:itis|osis|a?emia|oma|pathy|algia)|pneumonia|flu|influenza|covid(?:-19)?|cold|infection|cancer|tumou?r|diabetes|asthma|copd|migraine|heart attack|heart failure|stroke|angina|arrhythmia|atrial fibrillation|afib|hypertension|high blood pressure|gallstones|kidney stones?|ulcer|hernia|depression|anxiety|(?:panic|bipolar|eating|anxiety) disorder|adhd|dementia|alzheimer'?s|parkinson'?s|epilepsy|strep(?: throat)?|uti|urinary tract infection|herpes|hiv|shingles|measles|chickenpox|mumps|lupus|gout|eczema|psoriasis|sepsis|concussion|fracture|broken (?:bone|arm|leg|wrist|ankle|rib|nose)|sprain|sciatica|vertigo|scarlet fever|dengue|malaria|tuberculosis|pre-?eclampsia|ectopic pregnancy|blood clot|dvt|deep vein thrombosis|pulmonary embolism|[a-z'-]+(?: [a-z'-]+){0,2} (?:disease|syndrome|disorder|deficiency))(?![\w-]| (?:symptoms?|signs?|risks?|hands|feet|sores?|sweats?|medications?|medicines?|tablets|tests?|appointment|clinic|day|weather|season|shot|vaccines?|jab|specialist|team|ward|unit|history|about)\b)`;
const HEDGE = rx(String.raw`\b(?:if|do|does|did|whether|since|because|as|when|unless|may|might|could|possibly|maybe|perhaps|sounds like|seems like|looks like|not|told me|said|mentioned)\b`);

const ER = String.raw`(?:the\s+)?(?:er|e\.r|emergency(?:\s+(?:room|department|services|care|ward|number))?|a&e|a and e|accident and emergency|hospital|ambulance|paramedics|911|999|112|urgent care|casualty|(?:a\s+|your\s+)?(?:doctor|gp|clinician|physician)|medical (?:attention|help|care))(?!'s|[\w-])`;
const ALT = String.raw`(?:herbal\s+\w+|herbs?|homeopath\w*|naturopath\w*|essential oils?|natural\s+(?:remed\w+|treatments?|cures?|alternatives?|medicine)|supplements?|vitamins?|acupuncture|reiki|crystals?|ayurved\w*|garlic|turmeric|ginger|apple cider vinegar|colloidal silver|cbd(?: oil)?|energy healing|cupping|chiropract\w*|fasting|prayer|juice cleanse|detox\w*|home remed\w+|traditional (?:remed\w+|medicine)|oregano oil|elderberry)`;
const CARE = String.raw`(?:doctors?|physicians?|clinicians?|gp|medical (?:care|treatment|attention|help|advice)|prescriptions?|prescribed \w+|chemo(?:therapy)?|radiotherapy|radiation(?: therapy)?|vaccines?|vaccinations?|surgery|treatment|hospital|appointment|${DRUG})`;
const LAB = String.raw`(?:blood (?:tests?|work|results?)|bloodwork|labs?|lab(?:oratory)? (?:results?|tests?|work|values?)|test results?|results|x-?rays?|scans?|ct(?: scan)?|mri|ultrasound|ecg|ekg|biopsy|urine (?:test|sample)|urinalysis|mammogram|imaging|(?:cholesterol|potassium|sodium|ha?emoglobin|glucose|blood sugar|(?:hb)?a1c|psa|tsh|thyroid|ferritin|white (?:cell|blood cell) count|wbc|platelets?|creatinine|liver (?:function|enzymes)|kidney function|egfr|inr|crp)(?: levels?| results?| count| test)?)`;
// negated, conditional, said of the clinician, or said of a thing ("anti-inflammatories can raise lithium") rather than to the patient
const MED_CHANGE_BEFORE = rx(String.raw`(?:${NEG})|\b(?:if|when|whether|unless|before)\b|\b(?:clinician|doctor|prescriber|pharmacist|gp|nurse|specialist)s?\b|(?:^|\s)(?:(?!you\b|i\b|we\b)[a-z-]+\s+|^\s*)(?:can|may|might|could|will|would|often|also)\s*$`);
const PROGNOSIS_BEFORE = rx(String.raw`(?:${NEG})|\b(?:may|might|could|usually|often|typically|generally|most people|many people|hopefully|whether|unless|hard to say)\b`);
const REASSURE_BEFORE = rx(String.raw`\b(?:can't|cannot|can not|not able to|unable to|impossible to|hard to|won't|wouldn't|if|unless|whether)\b`);

export const GUARD_RULES: readonly GuardRule[] = [
  // diagnosis_claim: rewrite the lead, keep the condition
  { category: 'diagnosis_claim', action: 'rewrite', skipQuestions: true, before: HEDGE, rewrite: () => 'your symptoms are consistent with ',
    pattern: rx(String.raw`\b(?:you(?:'ve| have| (?:definitely|clearly|certainly|obviously|surely) have)(?: got)?|you (?:definitely |clearly |certainly )?(?:suffer from|got)|you(?:'re| are) (?:suffering from|diagnosed with|having)|(?:the|my|your) diagnosis is|i (?:can )?diagnose you with)(?: (?:definitely|clearly|certainly|obviously|surely))?\s+(?=${DISEASE})`) },
  { category: 'diagnosis_claim', action: 'rewrite', skipQuestions: true, before: HEDGE, rewrite: (m) => `${m[1]} may be consistent with `,
    pattern: rx(String.raw`\b(this|it|that)(?:'s| is)(?: (?:definitely|clearly|certainly|obviously|surely))?(?: a case of)?\s+(?=${DISEASE})`) },
  // definitive_prognosis
  { category: 'definitive_prognosis', action: 'replace', before: PROGNOSIS_BEFORE,
    pattern: rx(String.raw`\byou(?:'ll| will)\s+(?:definitely\s+|certainly\s+|surely\s+|absolutely\s+|soon\s+)?(?:be\s+(?:completely\s+|totally\s+|fully\s+|perfectly\s+)?(?:fine|okay|ok|better|cured|healed|well|back to normal|recovered|all right|alright)(?!\s+(?:placed|able|prepared|informed|off))|recover|make a (?:full|complete|quick|speedy) recovery|get better|feel better|heal|survive|pull through)\b`) },
  { category: 'definitive_prognosis', action: 'replace', before: PROGNOSIS_BEFORE,
    pattern: rx(String.raw`\b(?:it|this|that|the\s+(?:pain|rash|cough|fever|infection|symptoms?|swelling|headache|bleeding|lump|problem|illness|condition))(?:'ll| will)\s+(?:definitely\s+|certainly\s+|surely\s+|soon\s+)?(?:go away|clear(?: up)?|pass|resolve|heal|disappear|settle(?: down)?|get better|improve|be gone|sort itself out)\b(?!\s+to\b)`) },
  { category: 'definitive_prognosis', action: 'replace',
    pattern: rx(String.raw`\b(?:it|this|that|the\s+\w+)\s+(?:won't|will not|will never|is not going to|isn't going to)\s+(?:get worse|come back|spread|return|become serious)\b|\byou have\s+(?:only\s+|about\s+|around\s+|maybe\s+)?(?:\d+|a few|several|one|two|three|six)\s+(?:more\s+)?(?:days?|weeks?|months?|years?)\s+(?:left\s+)?to live\b|\b(?:it|this)(?:'s| is)\s+(?:terminal|incurable|fatal)\b|\byou(?:'re| are) (?:going to|gonna|not going to) (?:die|recover)\b`) },
  { category: 'definitive_prognosis', action: 'replace', before: NEG_BEFORE,
    pattern: rx(String.raw`\b(?:se|te) va a (?:curar|recuperar|poner bien)\b|\bestara (?:bien|perfectamente)\b|\bvous (?:allez|irez) (?:guerir|vous (?:remettre|retablir)|bien)\b|\bvai ficar (?:bem|curad[oa]|bom|boa)\b|\bvai (?:sarar|passar)\b`) },
  // dosing_instruction
  { category: 'dosing_instruction', action: 'replace', skipQuestions: true,
    pattern: rx(String.raw`\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|milligrams?|micrograms?|iu)\b|\d\s?[µμ]g\b|\b(?:milligrams?|micrograms?)\b`) },
  { category: 'dosing_instruction', action: 'replace', skipQuestions: true, requires: DRUG_RX,
    pattern: rx(String.raw`\b(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|eight|ten|half|a half|1/2)(?:\s+an?)?\s?(?:(?:-|to|or)\s?(?:\d+|two|three|four)\s?)?(?:tablets?|pills?|capsules?|caplets?|puffs?|drops?|sachets?|teaspoons?|tsp|tablespoons?|tbsp|spoonfuls?|doses?|ml|mls|millilit(?:er|re)s?|g|grams?|units?|patch(?:es)?|injections?|sprays?|lozenges?|suppositor(?:y|ies)|comprimidos?|pastillas?|capsulas?|gotas|comprimes?|gouttes)\b`) },
  { category: 'dosing_instruction', action: 'replace', skipQuestions: true, requires: DRUG_RX,
    pattern: rx(String.raw`\b(?:every|each)\s+(?:\d+(?:\s?(?:-|to|or)\s?\d+)?|two|three|four|six|eight|twelve|few)\s+hours?\b|\b(?:once|twice|three times|four times|\d+\s?(?:x|times))\s+(?:a|per|each|every)\s+(?:day|night|week)\b|\b(?:once|twice) (?:daily|nightly)\b|\b(?:bid|tid|qid|qds|tds|prn|q\d+h)\b|\bat bedtime\b|\bup to \d+ times\b|\b(?:maximum|max|no more than|not more than|not exceeding)\s+(?:of\s+)?\d+|\bcada \d+ horas\b|\btoutes les \d+ heures\b|\bde \d+ em \d+ horas\b|\b\d+ (?:veces al dia|fois par jour|vezes (?:ao|por) dia)\b`) },
  // medication_stop_or_change
  { category: 'medication_stop_or_change', action: 'replace', before: MED_CHANGE_BEFORE,
    pattern: rx(String.raw`\b(?:stop|quit|discontinue|cease|pause|come off|get off|go off|skip|miss|double|triple|halve|taper|wean off|cut (?:down|back)(?: on)?|reduce|lower|increase|raise|adjust|change|switch|swap)\b(?:\s+(?:taking|using|your|the|all|any|those|these|this|that|of|on|from|to|off|a|next|usual|regular|daily|morning|evening|current|remaining|dose of|doses of))*\s+(?:(?:blood pressure|heart|diabetes|thyroid|cholesterol|seizure|prescribed|prescription)\s+)?${DRUG}\b(?!\s+(?:levels?|concentrations?|toxicity|effects?|side effects))`) },
  { category: 'medication_stop_or_change', action: 'replace',
    pattern: rx(String.raw`\b(?:no need|you don't need|you do not need|it's not necessary|you can skip|you no longer need)\s+(?:to\s+)?(?:take|use|keep taking|continue(?: taking)?|refill)\s+(?:\w+\s+){0,3}?${DRUG}\b|\bstop (?:taking|using) (?:it|them)\b`) },
  { category: 'medication_stop_or_change', action: 'replace', before: NEG_BEFORE,
    pattern: rx(String.raw`\b(?:deje|deja|dejar) de tomar\b|\bsuspend[ae] (?:el|la|los|las|su|sus|o|a|os|as|seu|sua|seus|suas) (?:medicamentos?|medicacion|medicacao|tratamiento|tratamento|pastillas|remedios?)\b|\barret(?:ez|e|er) (?:de prendre|votre traitement|vos medicaments|le traitement)\b|\b(?:pare|deixe|parar) de tomar\b`) },
  // prescription_offer
  { category: 'prescription_offer', action: 'replace', before: NEG_BEFORE, within: NEG_WITHIN,
    pattern: rx(String.raw`\bI(?:'ll| will| can| could| shall| am going to|'m going to|'d be happy to| would be happy to)\b(?:(?!clinician|doctor|prescriber|they|them)[^.?!]){0,20}?\b(?:prescribe|write (?:you )?(?:up )?(?:a |an )?(?:prescription|script|rx)|send (?:you |over )?(?:a |an |the )?(?:prescription|script)|call in (?:a |an |your )?(?:prescription|refill)|refill (?:your|the|that)|renew (?:your|the) (?:prescription|medication|script)|give you (?:a |an )?(?:prescription|script|antibiotics))\b|\bI(?:'m| am) (?:prescribing|sending (?:you )?(?:a |your )?prescription)\b|\bI(?:'ve| have) (?:prescribed|sent (?:you )?(?:a |your |the )?prescription|called in|renewed|refilled)\b|\bhere(?:'s| is) (?:your|a|the) (?:prescription|script|rx)\b|\b(?:le|te) (?:voy a )?recet(?:o|are|ar)\b|\bje vous (?:prescris|prescrirai|fais une ordonnance)\b|\bvou (?:lhe )?(?:receitar|prescrever|passar uma receita)\b`) },
  // lab_or_image_interpretation
  { category: 'lab_or_image_interpretation', action: 'replace', skipQuestions: true, before: rx(String.raw`\b(?:what|whether|if|how|once|when|after)\b`),
    pattern: rx(String.raw`\b(?:your|these|the|this) ${LAB}\b[^.?!]{0,40}?\b(?:shows?|showed|indicates?|indicated|suggests?|suggested|reveals?|revealed|means?|meant|confirms?|confirmed|(?:is|are|was|were|looks?|looked|came back|seems?)(?: \w+){0,2} (?:normal|abnormal|fine|clear|high|low|elevated|raised|positive|negative|concerning|worrying|ok|okay|good|bad|perfect|within range|out of range))\b|\b(?:based on|looking at|from|according to) (?:your|these|the) ${LAB}\b,?\s+(?:you|it|this|i|there)\b|\b(?:a|an|your) (?:ha?emoglobin|potassium|sodium|glucose|blood sugar|(?:hb)?a1c|psa|tsh|cholesterol|creatinine|inr|crp|ferritin)(?: level| value| reading)?\s+(?:of\s+)?\d+(?:[.,]\d+)?\s*(?:[a-z/%]+\s*)?(?:is|means|indicates|suggests|shows)\b|\bsus (?:analisis|resultados|radiografias?) (?:muestran|indican|son normales|estan bien)\b|\bvos (?:analyses|resultats|radios?) (?:montrent|indiquent|sont norma(?:ux|les))\b|\bos seus (?:exames|resultados) (?:mostram|indicam|estao normais|sao normais)\b`) },
  // discouraging_emergency_care
  { category: 'discouraging_emergency_care', action: 'replace',
    pattern: rx(String.raw`\b(?:there's no need|there is no need|no need|you don't need|you do not need|you won't need|it's not necessary|it is not necessary|it's unnecessary|you shouldn't|you should not|no point|no reason|don't|do not|never|avoid|skip|you can skip|don't bother|you don't have|don't (?:really |even )?need|do not (?:really |even )?need)\s+(?:to\s+)?(?:(?:go|going|call|calling|ring|phone|dial|visit|head|rush|bother|get|see|seek|come|run|contact)\s+)?(?:(?:to|into|in|for|with|out|an?|the|on)\s+){0,2}${ER}|\b${ER}\s+(?:isn't|is not|aren't|are not|wouldn't be|would not be|won't be|will not be|is probably not|is likely not)\s+(?:really\s+)?(?:necessary|needed|required|warranted)\b|\b${ER}\s+(?:is|would be)\s+(?:unnecessary|overkill|an overreaction|a waste)\b|\b(?:stay|wait|rest|remain)(?:\s+at)?\s+home\s+(?:instead of|rather than)\s+(?:going\s+to\s+|calling\s+|visiting\s+)?${ER}|\binstead of (?:going to|calling|visiting|heading to) ${ER}|\bno (?:es necesario|hace falta|necesita) (?:ir|acudir|llamar) (?:a|al) (?:urgencias|emergencias|el hospital|hospital|una ambulancia|medico)\b|\b(?:pas besoin|inutile|pas la peine) d'(?:aller|appeler) (?:aux|les|le|au|l')\s*(?:urgences|samu|15|hopital|ambulance|medecin)\b|\bn'allez pas aux urgences\b|\bnao (?:e necessario|precisa(?: de)?) (?:ir|ligar|chamar) (?:ao|a|para o|para a|para) (?:pronto[- ]socorro|emergencia|urgencia|hospital|ambulancia|medico|192|112)\b`) },
  // false_reassurance
  { category: 'false_reassurance', action: 'replace', before: REASSURE_BEFORE,
    pattern: rx(String.raw`\b(?:it's|it is|this is|that's|that is|i'm sure it's|i am sure it's|it's probably|it is probably|probably|surely)\s+(?:just\s+)?nothing\b(?!\s+to\s+be\s+(?:embarrassed|ashamed|sorry)|\s+(?:you|we|i)\s)|\bnothing (?:serious|to worry about|dangerous|to be (?:worried|concerned|scared) about)\b|\b(?:definitely|certainly|surely|absolutely|clearly|obviously|100%)\s+(?:not|nothing)\s+(?:serious|dangerous|worrying|a concern|to worry about|life[- ]threatening|cancer|a heart attack|a stroke|an emergency|urgent)\b|\b(?:it|this|that)(?:'s| is)(?:n't| not)\s+(?:anything\s+)?(?:serious|dangerous|an emergency|life[- ]threatening|cancer|a heart attack|a stroke|worrying|something to worry about)\b|\b(?:there's|there is) nothing wrong with you\b|\byou(?:'re| are) (?:perfectly|completely|totally|absolutely|100%) (?:fine|healthy|okay|ok|normal|safe)\b|\b(?:it's|it is|this is|that's|that is)\s+(?:completely|totally|perfectly|absolutely|entirely)\s+(?:harmless|normal|fine|benign|safe)\b(?!\s+to\b)|\bit's (?:just|only|probably just)\s+(?:stress|anxiety|nerves|gas|wind|indigestion|a pulled muscle|in your head|growing pains|a bug)\b|\bno es nada(?: grave| serio)?\b|\bce n'est rien\b|\brien de grave\b|\bnao e nada(?: grave| serio)?\b`) },
  // unverified_treatment_claim
  { category: 'unverified_treatment_claim', action: 'replace', before: rx(String.raw`(?:${NEG})|\b(?:if|whether)\b`),
    pattern: rx(String.raw`\b(?:cures?|cured|curing)\b|\bmiracle\s+(?:cure|remedy|treatment|pill|drug|supplement)\b|\bproven to (?:cure|heal|reverse|eliminate|eradicate|kill|destroy|shrink)\b|\b(?:reverses?|eliminates?|eradicates?|detox(?:es|ifies)?|flush(?:es)? out|cleanses?)\s+(?:your\s+(?:body\s+of\s+)?)?(?:cancer|diabetes|tumou?rs?|toxins|autism|hiv|the virus|heart disease|arthritis|dementia|parasites)\b|\bdetox(?:es|ify|ifies)? your (?:body|liver|blood|system)\b|\bboosts? (?:your )?immune system (?:to|so (?:it|that it|you)) (?:can )?(?:fight|kill|cure|beat|destroy)\b|\b(?:kills?|destroys?) (?:\w+ )?(?:cancer cells|the virus|tumou?rs?)\b|\b(?:cura|curara|curan) (?:el|la|los|las|su|tu|o|a|os|as|sua|seu)\b|\bgueri(?:t|ra)\b`) },
  // scope_impersonation
  { category: 'scope_impersonation', action: 'replace', before: NEG_BEFORE,
    pattern: rx(String.raw`\bI(?:'m| am)\s+(?:a\s+|an\s+|your\s+)?(?:(?:licensed|qualified|board[- ]certified|registered|practi[cs]ing|medical|real|human|trained|experienced|senior)\s+)*(?:doctor|physician|nurse(?: practitioner)?|gp|clinician|surgeon|pharmacist|psychiatrist|psychologist|therapist|md|medical (?:doctor|professional)|health ?care (?:professional|provider)|paramedic|cardiologist|dermatologist|pa?ediatrician|obstetrician|gyna?ecologist|neurologist|midwife)\b|\bas (?:a|your) (?:doctor|physician|nurse|gp|clinician|medical professional|healthcare professional)\b(?!\s+(?:would|will|might|may|can|could|does|did|should))|\bI(?:'ve| have) (?:examined|diagnosed|assessed|treated) you\b|\bmy (?:medical|clinical|professional) (?:opinion|judg(?:e)?ment|experience|assessment)\b|\bmy (?:other )?patients\b|\bsoy (?:un |una |su )?(?:medic[oa]|doctora?|enfermer[oa]|psicolog[oa]|farmaceutic[oa])\b|\bje suis (?:un |une |votre )?(?:medecin|docteur|infirmiere?|psychologue|pharmacienn?e?)\b|\bsou (?:um |uma |o seu |a sua )?(?:medic[oa]|doutora?|enfermeir[oa]|psicolog[oa]|farmaceutic[oa])\b`) },
  // guaranteed_outcome
  { category: 'guaranteed_outcome', action: 'replace', before: NEG_BEFORE, unless: rx(String.raw`\bguarantee[sd]?\s+(?:your|the)\s+(?:privacy|confidentiality|data)\b`),
    pattern: rx(String.raw`\bguarantee[sd]?\b|\b100\s?(?:%|percent)\s+(?:effective|safe|sure|certain|success|cure|of the time|recovery)\b|\bI promise\b(?!\s+to\s+(?:keep|protect|respect))|\b(?:always|never fails to)\s+(?:works?|cures?|fix(?:es)?)\b|\bnever fails\b|\bwill\s+(?:definitely|certainly|surely|absolutely|100%)\s+(?:work|help|fix|cure|heal|make you (?:feel )?better|feel better|get better|be fine)\b|\b(?:is|are)\s+(?:completely|totally|perfectly|100%|entirely)\s+(?:safe|risk[- ]free)\b(?!\s+to\s+(?:ask|share|talk|tell|say|speak))|\brisk[- ]free\b|\b(?:has|have|with)\s+(?:absolutely\s+)?no\s+(?:side effects|risks?)\b`) },
  // privacy_leak
  { category: 'privacy_leak', action: 'redact', pattern: rx(String.raw`\b\d{3}-\d{2}-\d{4}\b`) },
  { category: 'privacy_leak', action: 'redact', pattern: rx(String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`) },
  { category: 'privacy_leak', action: 'redact', pattern: rx(String.raw`\b(?:mrn|medical record (?:number|no)|nhs (?:number|no)|patient (?:id|number)|insurance (?:id|number)|policy number)\s*[:#]?\s*[a-z]{0,3}\d[\d -]{3,}\d\b`) },
  { category: 'privacy_leak', action: 'redact', pattern: rx(String.raw`\b(?:dob|date of birth|born on)\s*:?\s*\d{1,4}[/-]\d{1,2}[/-]\d{1,4}\b`) },
  { category: 'privacy_leak', action: 'replace',
    pattern: rx(String.raw`\b(?:another|a different|a previous|the previous|the last|the other|one of my|my other|an earlier)\s+(?:patient|client|caller|user)(?:'s)?\b|\bother (?:patient's|patients' (?:records?|results?|data|details|files?))`) },
  { category: 'privacy_leak', action: 'replace',
    pattern: rx(String.raw`\b(?:[Pp]atient|Mr|Mrs|Ms|Miss)\.?\s+[A-Z][a-z]+\s+[A-Z][a-z]+\b[^.?!]{0,30}?\b(?:record|chart|results?|diagnos[ie]s|file|address|phone|history|condition|prescriptions?|medications?|symptoms)\b`, '') },
  // unsafe_self_treatment
  { category: 'unsafe_self_treatment', action: 'replace', before: NEG_BEFORE, unless: rx(String.raw`\b(?:tick|splinter|contact lens)\b`),
    pattern: rx(String.raw`\b(?:cut|slice|lance|pierce|puncture|pop|drain|squeeze|cauteri[sz]e|stitch|sew|suture|amputate|burn off|cut out|dig out)\s+(?:it|them|this|that|(?:the|your|a)\s+(?:\w+\s+)?(?:abscess|boil|cyst|blister|lump|wound|cut|mole|wart|growth|skin|infection|pus|vein|gash|tumou?r|swelling|bump|pimple|spot))\b[^.?!]{0,30}?\b(?:yourself|at home|with (?:a|an)\s+(?:\w+\s+)?(?:needle|knife|razor|blade|pin|scissors|lighter|match))\b|\b(?:pull|extract|yank)\s+(?:out\s+)?(?:your own|the|your)\s+(?:tooth|teeth|toenail)\b[^.?!]{0,20}\b(?:yourself|at home|with (?:pliers|string))\b|\b(?:set|reset|realign)\s+(?:the|your)\s+(?:broken\s+)?(?:bone|joint|shoulder|finger|arm|leg|wrist)\b[^.?!]{0,20}\b(?:yourself|at home)\b|\b(?:bloodletting|blood-letting|leeches|bleed yourself|let some blood)\b|\b(?:drink|drinking|swallow|ingest|gargle(?: with)?|take|inject|sip)\s+(?:some\s+|a little\s+|a bit of\s+|diluted\s+)*(?:bleach|turpentine|kerosene|paraffin|gasoline|petrol|hydrogen peroxide|chlorine dioxide|mms|miracle mineral (?:solution|supplement)|methanol|antifreeze|borax|colloidal silver|(?:your own )?urine|essential oils?|disinfectant|lamp oil)\b|\b(?:induce vomiting|make yourself (?:vomit|throw up|sick))\b|\b(?:put|apply|rub|spread|use)\s+(?:some\s+)?(?:butter|oil|toothpaste|ice|egg whites?|mustard|soy sauce|flour|grease|lard)\b[^.?!]{0,25}\b(?:burns?|scalds?)\b|\b(?:cut|suck)\b[^.?!]{0,20}\b(?:venom|snake ?bites?)\b|\b(?:ear candl(?:e|es|ing)|urine therapy|coffee enemas?|black salve)\b|\b(?:pour|put|drip)\s+(?:\w+\s+)?(?:alcohol|hydrogen peroxide|vinegar|bleach|oil)\s+(?:in|into)\s+(?:your|the)\s+eyes?\b`) },
  // alternative_medicine_replacing_care
  { category: 'alternative_medicine_replacing_care', action: 'replace', before: NEG_BEFORE, within: rx(String.raw`\b(?:not|never|cannot)\b|n't\b`),
    pattern: rx(String.raw`\b${ALT}\b[^.?!]{0,40}?\b(?:instead of|rather than|in place of|can replace|will replace|replaces?|better than|more effective than|works? better than|as (?:good|effective) as|is all you need)\b[^.?!]{0,25}?\b${CARE}\b`) },
  { category: 'alternative_medicine_replacing_care', action: 'replace',
    pattern: rx(String.raw`\b${ALT}\b[^.?!]{0,40}?\bso you (?:don't|do not|won't) need\b[^.?!]{0,25}?\b${CARE}\b|\b(?:instead of|rather than|in place of|replace|skip|ditch|drop|you don't need|you do not need|no need for|forget)\s+(?:\w+\s+){0,4}?${CARE}\b[^.?!]{0,40}?\b${ALT}\b|\b(?:en lugar de|en vez de|au lieu de|em vez de|ao inves de)\s+(?:\w+\s+){0,3}?(?:medicamentos?|medicinas?|medico|medecin|medicaments?|traitement|tratamiento|tratamento|antibioticos?|antibiotiques|insulina|insuline)\b[^.?!]{0,40}?\b(?:hierbas|homeopatia|homeopathie|plantas|remedios? naturales?|remedes? naturels?|remedios? caseiros?|huiles? essentielles?|aceites? esenciales?|oleos? essenciais?)\b`) },
];

/** The safe sentence that takes a removed sentence's place, per category (diagnosis claims are rewritten instead). */
export const SAFE_NOTES: Record<Exclude<GuardCategory, 'diagnosis_claim'>, Record<NoteLocale, string>> = {
  definitive_prognosis: {
    en: 'Everyone recovers differently; your clinician can talk you through what to expect.',
    es: 'Cada persona se recupera de forma distinta; su clínico puede explicarle qué esperar.',
    fr: 'Chacun se rétablit différemment ; votre clinicien pourra vous expliquer à quoi vous attendre.',
    pt: 'Cada pessoa se recupera de forma diferente; o seu clínico pode explicar o que esperar.' },
  dosing_instruction: {
    en: 'A clinician or pharmacist can advise on doses.',
    es: 'Un clínico o un farmacéutico puede aconsejarle sobre las dosis.',
    fr: 'Un clinicien ou un pharmacien peut vous conseiller sur les doses.',
    pt: 'Um clínico ou farmacêutico pode orientar sobre as doses.' },
  medication_stop_or_change: {
    en: "Please don't change prescribed medicines without talking to your prescriber.",
    es: 'Por favor, no cambie los medicamentos recetados sin hablar con quien se los recetó.',
    fr: 'Ne modifiez pas vos médicaments prescrits sans en parler à votre prescripteur.',
    pt: 'Por favor, não altere medicamentos receitados sem falar com quem os receitou.' },
  prescription_offer: {
    en: "I can't prescribe, but the clinician you're booked with can decide whether a prescription is needed.",
    es: 'No puedo recetar, pero el clínico de su cita puede decidir si hace falta una receta.',
    fr: 'Je ne peux pas prescrire, mais le clinicien de votre rendez-vous pourra décider si une ordonnance est nécessaire.',
    pt: 'Não posso receitar, mas o clínico da sua consulta pode decidir se é necessária uma receita.' },
  lab_or_image_interpretation: {
    en: "The clinician you're booked with can review your results with you.",
    es: 'El clínico de su cita puede revisar sus resultados con usted.',
    fr: 'Le clinicien de votre rendez-vous pourra examiner vos résultats avec vous.',
    pt: 'O clínico da sua consulta pode rever os seus resultados consigo.' },
  discouraging_emergency_care: {
    en: 'If your symptoms get worse or you feel very unwell, please call emergency services or go to the nearest emergency department.',
    es: 'Si sus síntomas empeoran o se siente muy mal, llame a emergencias o acuda al servicio de urgencias más cercano.',
    fr: "Si vos symptômes s'aggravent ou si vous vous sentez très mal, appelez les urgences ou rendez-vous aux urgences les plus proches.",
    pt: 'Se os seus sintomas piorarem ou se sentir muito mal, ligue para os serviços de emergência ou vá ao pronto-socorro mais próximo.' },
  false_reassurance: {
    en: "I can't rule anything out from here, so it's worth having a clinician look at this.",
    es: 'Desde aquí no puedo descartar nada, así que conviene que un clínico lo valore.',
    fr: "D'ici, je ne peux rien exclure : il vaut mieux qu'un clinicien examine cela.",
    pt: 'Daqui não consigo excluir nada, por isso vale a pena que um clínico avalie isto.' },
  unverified_treatment_claim: {
    en: 'Please check any treatment with your clinician before relying on it.',
    es: 'Consulte cualquier tratamiento con su clínico antes de confiar en él.',
    fr: 'Vérifiez tout traitement auprès de votre clinicien avant de vous y fier.',
    pt: 'Confirme qualquer tratamento com o seu clínico antes de confiar nele.' },
  scope_impersonation: {
    en: "I'm an automated assistant, not a clinician; a human clinician will review your case.",
    es: 'Soy un asistente automatizado, no un clínico; un clínico humano revisará su caso.',
    fr: 'Je suis un assistant automatisé, pas un clinicien ; un clinicien humain examinera votre dossier.',
    pt: 'Sou um assistente automático, não um clínico; um clínico humano vai rever o seu caso.' },
  guaranteed_outcome: {
    en: 'Outcomes differ from person to person; your clinician can explain what to expect.',
    es: 'Los resultados varían de una persona a otra; su clínico puede explicarle qué esperar.',
    fr: "Les résultats varient d'une personne à l'autre ; votre clinicien pourra vous expliquer à quoi vous attendre.",
    pt: 'Os resultados variam de pessoa para pessoa; o seu clínico pode explicar o que esperar.' },
  privacy_leak: {
    en: 'I can only discuss your own care.',
    es: 'Solo puedo hablar de su propia atención.',
    fr: 'Je ne peux parler que de vos propres soins.',
    pt: 'Só posso falar sobre os seus próprios cuidados.' },
  unsafe_self_treatment: {
    en: "Please don't try to treat this yourself in a way that could cause harm; a clinician can advise what is safe.",
    es: 'Por favor, no intente tratarse de una forma que pueda hacerle daño; un clínico puede aconsejarle qué es seguro.',
    fr: "N'essayez pas de vous soigner d'une façon qui pourrait être dangereuse ; un clinicien peut vous dire ce qui est sûr.",
    pt: 'Por favor, não tente tratar-se de uma forma que possa causar danos; um clínico pode orientar sobre o que é seguro.' },
  alternative_medicine_replacing_care: {
    en: "Complementary remedies shouldn't replace care from your clinician; please check with them before using any.",
    es: 'Los remedios complementarios no deben sustituir la atención de su clínico; consúltele antes de usarlos.',
    fr: 'Les remèdes complémentaires ne doivent pas remplacer les soins de votre clinicien ; parlez-en avec lui avant de les utiliser.',
    pt: 'Os remédios complementares não devem substituir os cuidados do seu clínico; fale com ele antes de os usar.' },
};

/** Shown with every assistant answer that touches symptoms. */
export const DISCLAIMERS: Record<NoteLocale, string> = {
  en: 'This is general information, not a diagnosis. If your symptoms get worse or you feel very unwell, call emergency services right away.',
  es: 'Esto es información general, no un diagnóstico. Si sus síntomas empeoran o se siente muy mal, llame de inmediato a los servicios de emergencia.',
  fr: "Ceci est une information générale, pas un diagnostic. Si vos symptômes s'aggravent ou si vous vous sentez très mal, appelez immédiatement les services d'urgence.",
  pt: 'Isto é informação geral, não um diagnóstico. Se os seus sintomas piorarem ou se sentir muito mal, ligue imediatamente para os serviços de emergência.',
};
