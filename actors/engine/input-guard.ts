// Why this exists: some patient requests are out of scope for a pre-clinical consult (doses, prescriptions,
// reading results, sick notes, stopping medicines); they get a kind, clear refusal with where to turn instead.
import type { Locale } from './types.ts';
import { normalizeText } from './text-normalize.ts';
import { DRUG } from './guardrails.rules.ts';

export type OutOfScope = 'dosing' | 'prescription' | 'lab_interpretation' | 'letter' | 'medication_change';
export interface RequestClass { outOfScope: null | OutOfScope; reply?: string }
type ReplyLocale = 'en' | 'es' | 'fr' | 'pt';

/** A pattern, or a pattern plus a word the text must also contain. */
type Rule = RegExp | [RegExp, RegExp];
const r = (source: string): RegExp => new RegExp(source);

const MED = `(?:${DRUG}|the pill|antipsychotics?)`;
const LAB_EN = r(String.raw`\b(?:blood (?:tests?|work|results?)|bloodwork|labs?|lab results?|tests?|test results?|results?|x-?rays?|scans?|ct|mri|ultrasound|ecg|ekg|biopsy|urine test|urinalysis|mammogram|imaging|report|cholesterol|potassium|sodium|ha?emoglobin|glucose|(?:hb)?a1c|psa|tsh|thyroid|white (?:blood )?cell count|wbc|platelets|creatinine|liver (?:function|enzymes)|egfr|inr|crp|levels?|readings?|numbers|pap smear|swab)\b`);
const LAB_ES = r(String.raw`\b(?:analisis|analitica|resultados?|radiografia|ecografia|resonancia|tac|electrocardiograma|examen(?:es)?|pruebas?|colesterol|potasio|glucosa|hemoglobina)\b`);
const LAB_FR = r(String.raw`\b(?:analyses?|prise de sang|resultats?|radio(?:graphie)?|scanner|irm|echographie|bilan|ecg|electrocardiogramme|cholesterol|potassium|glycemie|hemoglobine)\b`);
const LAB_PT = r(String.raw`\b(?:exames?|resultados?|analises?|raio[- ]x|radiografia|ecografia|ultrassom|tomografia|ressonancia|hemograma|colesterol|potassio|glicose|hemoglobina)\b`);
const MED_RX = r(`\\b${MED}\\b`);

/** Checked in this order; the first category that matches wins. */
const RULES: [OutOfScope, Partial<Record<ReplyLocale, Rule[]>>][] = [
  ['medication_change', {
    en: [r(String.raw`\b(?:can|could|should|may|shall|do|must) i (?:stop|quit|discontinue|come off|get off|go off|skip|miss|cut down|cut back|reduce|lower|increase|double|halve|change|switch|swap|taper|pause|drop)\b.{0,40}\b(?:taking|using|${MED})\b`),
      r(String.raw`\bdo i (?:still )?(?:need|have) to (?:take|keep taking|use|stay on)\b.{0,30}\b${MED}\b`),
      r(String.raw`\bis it (?:ok|okay|safe|alright|fine|bad) (?:to|if i) (?:stop|quit|skip|miss|come off|change|switch|double|take a break from)\b`),
      r(String.raw`\b(?:should|can) i (?:keep|continue) (?:taking|using|on)\b`), r(String.raw`\bwhat (?:happens )?if i stop (?:taking|using|my)\b`)],
    es: [r(String.raw`\b(?:puedo|debo|deberia|podria) (?:dejar de tomar|dejar (?:el|la|los|las|mi|mis)|suspender|cambiar|reducir|bajar|aumentar|saltar\w*|duplicar)\b`)],
    fr: [r(String.raw`\b(?:puis-je|je peux|dois-je|je dois|est-ce que je (?:peux|dois)|est ce que je (?:peux|dois)) (?:arreter|stopper|changer|diminuer|reduire|augmenter|sauter|doubler)\b`)],
    pt: [r(String.raw`\b(?:posso|devo|deveria|poderia) (?:parar de tomar|parar (?:o|a|os|as|meu|minha|meus|minhas)|suspender|trocar|mudar|reduzir|diminuir|aumentar|pular|dobrar)\b`)],
  }],
  ['prescription', {
    en: [r(String.raw`\b(?:can|could|would|will) you (?:please )?(?:prescribe|refill|renew)\b`),
      r(String.raw`\b(?:can|could|would|will) you (?:please )?(?:write|give|send|get|order|call in|sort)\b.{0,30}\b(?:prescriptions?|script|rx|refill|something for|${MED})\b`),
      r(String.raw`\b(?:i need|i want|i'd like|i would like|can i (?:get|have)|could i (?:get|have)|may i (?:get|have)|is it possible to get)\b.{0,25}\b(?:prescription|refill|repeat prescription|script|rx|renewal|antibiotics|more of my)\b`)],
    es: [r(String.raw`\b(?:me puede|puede|podria|puedes|me podria)s? (?:recetar|prescribir|dar una receta|hacer una receta|renovar)\b`),
      r(String.raw`\b(?:necesito|quiero|quisiera)\b.{0,20}\b(?:receta|renovacion|antibioticos)\b`)],
    fr: [r(String.raw`\b(?:pouvez-vous|pouvez vous|vous pouvez|peux-tu|pourriez-vous|pourriez vous)(?: me)? (?:prescrire|faire une ordonnance|renouveler|donner une ordonnance)\b`),
      r(String.raw`\b(?:j'ai besoin d'|je voudrais|je veux|il me faut)\s*(?:une |un |des )?(?:ordonnance|renouvellement|antibiotiques)\b`)],
    pt: [r(String.raw`\b(?:pode|podia|poderia|voce pode)(?: me)? (?:receitar|prescrever|passar uma receita|dar uma receita|renovar)\b`),
      r(String.raw`\b(?:preciso|quero|queria|gostaria)(?: de)?\b.{0,20}\b(?:receita|renovacao|antibioticos)\b`)],
  }],
  ['dosing', {
    en: [r(String.raw`\bhow (?:much|many) (?:of )?(?:my |the |this |that |these |those |her |his )?${MED}\b|\bhow (?:much|many|often)\b.{0,40}\b(?:can|should|do|may|could) (?:i|we|he|she|they) (?:take|give|use|have)\b`),
      r(String.raw`\b(?:what|what's|whats) (?:is )?(?:the |a |my )?(?:right |correct |safe |max |maximum |usual |normal |recommended |proper )?(?:dose|dosage)\b`),
      r(String.raw`\b(?:max(?:imum)?|safe|right|correct|recommended|usual) (?:dose|dosage|amount)\b`),
      r(String.raw`\b(?:can|could|should|may) (?:i|we) (?:take|give|have|use) (?:more|another|extra|a double|double|an extra|two|three|\d+|a second)\b`),
      [r(String.raw`\b(?:can|could|may|should) (?:i|we) (?:take|give|have|use|mix|combine)\b|\bis it (?:safe|ok|okay|alright|fine) to (?:take|give|mix|combine)\b`), MED_RX]],
    es: [[r(String.raw`\bcuant(?:o|a|os|as)\b|\bcada cuanto\b`), r(String.raw`\b(?:tomar|tomo|darle|le doy|dosis|${MED})\b`)],
      r(String.raw`\b(?:que|cual es la) dosis\b|\bdosis (?:maxima|correcta|recomendada|segura)\b`), [r(String.raw`\bpuedo (?:tomar|darle)\b`), MED_RX]],
    fr: [[r(String.raw`\bcombien\b`), r(String.raw`\b(?:prendre|donner|dose|${MED})\b`)],
      r(String.raw`\bquelle (?:dose|posologie|quantite)\b|\bdose (?:maximale|max|recommandee)\b`),
      [r(String.raw`\b(?:puis-je|je peux|est-ce que je peux|est ce que je peux) (?:prendre|donner)\b`), MED_RX]],
    pt: [[r(String.raw`\bquant(?:o|a|os|as)\b|\bde quanto em quanto\b`), r(String.raw`\b(?:tomar|tomo|dar|dou|dose|${MED})\b`)],
      r(String.raw`\bqual (?:e )?(?:a )?dose\b|\bdose (?:maxima|certa|recomendada|segura)\b`), [r(String.raw`\bposso (?:tomar|dar)\b`), MED_RX]],
  }],
  ['lab_interpretation', {
    en: [[r(String.raw`\bwhat (?:does|do|did|would) (?:my|the|these|this|those|it)\b.{0,40}\b(?:mean|show|say|indicate|suggest)\b`), LAB_EN],
      [r(String.raw`\b(?:can|could|would|will) you (?:please )?(?:read|look at|check|interpret|explain|review|go over|tell me about|have a look at|analy[sz]e)\b.{0,25}\b(?:my|these|the|this|those)\b`), LAB_EN],
      [r(String.raw`\b(?:is|are|was|were) (?:my|these|the|this)\b.{0,30}\b(?:normal|high|low|bad|ok|okay|good|concerning|elevated|abnormal|dangerous|worrying|serious)\b`), LAB_EN],
      [r(String.raw`\binterpret\b|\bis (?:that|this|it) (?:normal|bad|high|low|ok|okay|dangerous|good|serious|concerning)\b`), LAB_EN]],
    es: [[r(String.raw`\bque (?:significa|significan|quiere decir|quieren decir)\b|\b(?:puede|podria|puedes)(?: usted)? (?:leer|ver|revisar|interpretar|explicar(?:me)?|mirar)\b`), LAB_ES]],
    fr: [[r(String.raw`\b(?:que|qu'est-ce que) (?:veut dire|veulent dire|signifie|signifient)\b|\b(?:pouvez-vous|pouvez vous|pourriez-vous|peux-tu|vous pouvez)(?: me)? (?:lire|regarder|interpreter|expliquer|analyser)\b`), LAB_FR]],
    pt: [[r(String.raw`\bo que (?:significa|significam|quer dizer|querem dizer)\b|\b(?:pode|poderia|voce pode)(?: me)? (?:ler|ver|interpretar|explicar|analisar|olhar)\b`), LAB_PT]],
  }],
  ['letter', {
    en: [r(String.raw`\b(?:sick|fit|doctor'?s?|medical|work|school|excuse|absence) (?:note|certificate|letter|slip)\b|\bnote for (?:work|school|my (?:employer|boss|work|school|teacher))\b|\bletter (?:for|to) (?:my )?(?:employer|boss|work|school|university|insurance|insurer|landlord|court|airline)\b|\bdisability (?:forms?|paperwork|claim|letter)\b|\bfmla\b|\b(?:insurance|benefits|employer|disability) (?:forms?|paperwork)\b|\b(?:fill|filling|sign) (?:out|in|off)? ?(?:a |my |the |some |this )?(?:form|forms|paperwork)\b|\breturn to work (?:letter|note|certificate)\b`)],
    es: [r(String.raw`\b(?:baja|incapacidad) (?:medica|laboral)\b|\bjustificante\b|\bcertificado medico\b|\bcarta (?:del medico|medica|para (?:mi )?(?:trabajo|empleador|jefe|escuela|colegio|seguro))\b|\bconstancia medica\b|\bparte de baja\b`)],
    fr: [r(String.raw`\barret (?:de travail|maladie)\b|\bcertificat medical\b|\bmot (?:du medecin|pour l'ecole|d'excuse)\b|\blettre (?:du medecin|medicale|pour (?:mon )?(?:employeur|travail|ecole|assurance))\b|\bjustificatif medical\b`)],
    pt: [r(String.raw`\batestado\b|\bdeclaracao medica\b|\bbaixa medica\b|\bcarta (?:do medico|medica|para (?:o )?(?:meu )?(?:trabalho|empregador|chefe|escola|seguro))\b`)],
  }],
];

export const REPLIES: Record<OutOfScope, Record<ReplyLocale, string>> = {
  dosing: {
    en: "I can't advise on medicine doses or on combining medicines. A pharmacist can tell you what is safe for you, and the leaflet in the pack explains how to use over-the-counter medicines. If you think someone has taken too much, call emergency services or a poison helpline now.",
    es: 'No puedo aconsejar sobre dosis de medicamentos ni sobre cómo combinarlos. Un farmacéutico puede decirle qué es seguro para usted, y el prospecto del envase explica cómo usar los medicamentos sin receta. Si cree que alguien ha tomado demasiado, llame ahora a emergencias o a un centro de toxicología.',
    fr: "Je ne peux pas conseiller sur les doses de médicaments ni sur leurs associations. Un pharmacien peut vous dire ce qui est sûr pour vous, et la notice de la boîte explique comment utiliser les médicaments sans ordonnance. Si vous pensez que quelqu'un en a trop pris, appelez tout de suite les urgences ou un centre antipoison.",
    pt: 'Não posso aconselhar sobre doses de medicamentos nem sobre como combiná-los. Um farmacêutico pode dizer o que é seguro para si, e o folheto da embalagem explica como usar os medicamentos sem receita. Se acha que alguém tomou demais, ligue já para os serviços de emergência ou para um centro antivenenos.',
  },
  prescription: {
    en: "I'm not able to prescribe or refill medicines. The clinician you're booked with can decide whether you need a prescription, and for a regular medicine your usual prescriber or pharmacy can help with a repeat. I can help you get that appointment.",
    es: 'No puedo recetar ni renovar medicamentos. El clínico de su cita puede decidir si necesita una receta, y para un medicamento habitual su médico o su farmacia pueden ayudarle a renovarlo. Puedo ayudarle a conseguir esa cita.',
    fr: "Je ne peux pas prescrire ni renouveler de médicaments. Le clinicien de votre rendez-vous pourra décider si une ordonnance est nécessaire, et pour un traitement habituel votre médecin ou votre pharmacie peuvent vous aider à le renouveler. Je peux vous aider à obtenir ce rendez-vous.",
    pt: 'Não posso receitar nem renovar medicamentos. O clínico da sua consulta pode decidir se precisa de uma receita, e para um medicamento habitual o seu médico ou a sua farmácia podem ajudar a renová-lo. Posso ajudar a marcar essa consulta.',
  },
  lab_interpretation: {
    en: "I can't interpret test results or scans. The clinician you're booked with can go through them with you, so please have them to hand for the appointment. If a result came with instructions to get urgent care, please follow them.",
    es: 'No puedo interpretar resultados de pruebas ni imágenes. El clínico de su cita puede revisarlos con usted, así que téngalos a mano para la consulta. Si algún resultado venía con indicaciones de atención urgente, sígalas.',
    fr: "Je ne peux pas interpréter des résultats d'examens ni des images. Le clinicien de votre rendez-vous pourra les examiner avec vous : gardez-les à portée de main. Si un résultat était accompagné de consignes de soins urgents, suivez-les.",
    pt: 'Não posso interpretar resultados de exames nem imagens. O clínico da sua consulta pode revê-los consigo, por isso tenha-os à mão. Se algum resultado veio com indicação de cuidados urgentes, siga essa indicação.',
  },
  letter: {
    en: "I can't issue sick notes or letters, or fill in forms. The clinician you're booked with can talk about what paperwork they are able to provide once they have seen you.",
    es: 'No puedo emitir justificantes, bajas ni cartas, ni rellenar formularios. El clínico de su cita puede hablar con usted sobre qué documentos puede facilitarle después de atenderle.',
    fr: "Je ne peux pas délivrer d'arrêt de travail, de certificat ni de lettre, ni remplir de formulaires. Le clinicien de votre rendez-vous pourra voir avec vous quels documents il peut fournir après vous avoir examiné.",
    pt: 'Não posso emitir atestados nem cartas, nem preencher formulários. O clínico da sua consulta pode falar consigo sobre que documentos pode fornecer depois de o atender.',
  },
  medication_change: {
    en: "Please don't stop or change a prescribed medicine without talking to your prescriber first, as stopping some medicines suddenly can be harmful. Your prescriber, a pharmacist or the clinician you're booked with can advise you.",
    es: 'Por favor, no deje ni cambie un medicamento recetado sin hablar antes con quien se lo recetó, porque suspender algunos de golpe puede ser perjudicial. Su médico, un farmacéutico o el clínico de su cita pueden aconsejarle.',
    fr: "Ne modifiez pas un médicament prescrit sans en parler d'abord à votre prescripteur : arrêter brutalement certains médicaments peut être dangereux. Votre prescripteur, un pharmacien ou le clinicien de votre rendez-vous peuvent vous conseiller.",
    pt: 'Por favor, não altere um medicamento receitado sem falar primeiro com quem o receitou, porque suspender alguns de repente pode fazer mal. O seu médico, um farmacêutico ou o clínico da sua consulta podem aconselhar.',
  },
};

const matches = (text: string, rule: Rule): boolean =>
  Array.isArray(rule) ? rule[0].test(text) && rule[1].test(text) : rule.test(text);

/** Classify a patient message. `locale` picks the reply language; without it, the language the request
 *  was recognised in is used. History statements ("I take 20 mg of lisinopril") are not requests. */
export function classifyRequest(text: string, locale?: Locale): RequestClass {
  const norm = normalizeText(text);
  for (const [category, byLang] of RULES) {
    for (const [lang, rules] of Object.entries(byLang) as [ReplyLocale, Rule[]][]) {
      if (!rules.some((rule) => matches(norm, rule))) continue;
      const replyLocale: ReplyLocale = locale && locale in REPLIES[category] ? (locale as ReplyLocale) : lang;
      return { outOfScope: category, reply: REPLIES[category][replyLocale] };
    }
  }
  return { outOfScope: null };
}
