// Why this exists: the plan's patient-facing words (who to see, how soon, why, the safety net) in
// en, es, fr and pt; other languages fall back to English with a one-line note.
import { textLang, type TextLang as Lang } from '../engine/language.ts';
import { specialtyNameIn } from '../../server/protocol/specialty-names.ts';

const WHEN: Record<Lang, Record<number, string>> = {
  en: { 5: 'now, through emergency services', 4: 'today, within 24 hours', 3: 'within the next few days', 2: 'within the next one to two weeks', 1: 'only if things do not improve; self-care at home is reasonable for now' },
  es: { 5: 'ahora, a través de los servicios de emergencia', 4: 'hoy, en menos de 24 horas', 3: 'en los próximos días', 2: 'en las próximas una o dos semanas', 1: 'solo si no mejora; por ahora es razonable cuidarse en casa' },
  fr: { 5: "maintenant, par les services d'urgence", 4: "aujourd'hui, dans les 24 heures", 3: 'dans les prochains jours', 2: "dans les une à deux semaines", 1: "seulement si cela ne s'améliore pas ; des soins à domicile sont raisonnables pour l'instant" },
  pt: { 5: 'agora, pelos serviços de emergência', 4: 'hoje, em até 24 horas', 3: 'nos próximos dias', 2: 'nas próximas uma a duas semanas', 1: 'apenas se não melhorar; por agora, cuidados em casa são razoáveis' },
};
/** the specialty's name inside a sentence ("Cardiología" → "cardiología"; "ORL" stays) */
const inSentence = (s: string, lang: Lang) => {
  const name = specialtyNameIn(s, lang);
  return name === name.toUpperCase() ? name : name.toLocaleLowerCase(lang);
};
const WHO: Record<Lang, (s: string) => string> = {
  en: (s) => (s === 'general_practice' ? 'a general practitioner' : `a ${s.replace(/_/g, ' ')} specialist`),
  es: (s) => (s === 'general_practice' ? 'un médico de familia' : `un especialista en ${inSentence(s, 'es')}`),
  fr: (s) => (s === 'general_practice' ? 'un médecin généraliste' : `un spécialiste en ${inSentence(s, 'fr')}`),
  pt: (s) => (s === 'general_practice' ? 'um clínico geral' : `um especialista em ${inSentence(s, 'pt')}`),
};
/** The clinician-facing note a council member adds ("Urgency 3 reflects …") is not for the patient. */
const INTERNAL = /\s*Urgency \d reflects [^.]*\./g;
const TEMPLATE: Record<Lang, (who: string, when: string) => string> = {
  en: (who, when) => `Based on what you told me, I recommend that you see ${who} ${when}.`,
  es: (who, when) => `Según lo que me ha contado, le recomiendo ver a ${who} ${when}.`,
  fr: (who, when) => `D'après ce que vous m'avez dit, je vous recommande de consulter ${who} ${when}.`,
  pt: (who, when) => `Com base no que você me contou, recomendo que consulte ${who} ${when}.`,
};
const LOW_CONF: Record<Lang, string> = {
  en: 'Your symptoms do not point clearly to one specialty, so a general practitioner is the best first step.',
  es: 'Sus síntomas no apuntan claramente a una especialidad, así que un médico de familia es el mejor primer paso.',
  fr: "Vos symptômes n'orientent pas clairement vers une spécialité : un médecin généraliste est la meilleure première étape.",
  pt: 'Seus sintomas não apontam claramente para uma especialidade, por isso um clínico geral é o melhor primeiro passo.',
};
const SAFETY_NET: Record<Lang, string> = {
  en: 'This is not a diagnosis. If your symptoms get worse or you notice new warning signs, call your local emergency number.',
  es: 'Esto no es un diagnóstico. Si sus síntomas empeoran o nota nuevas señales de alarma, llame a su número local de emergencias.',
  fr: "Ceci n'est pas un diagnostic. Si vos symptômes s'aggravent ou si de nouveaux signes d'alerte apparaissent, appelez votre numéro d'urgence local.",
  pt: 'Isto não é um diagnóstico. Se os sintomas piorarem ou surgirem novos sinais de alerta, ligue para o número de emergência local.',
};
const FALLBACK_NOTE = '(This service is not yet available in your language, so I am answering in English.)';

/** "a cardiology specialist" / "a general practitioner", in the patient's language. */
export function specialistLabel(specialty: string, locale: string): string {
  return WHO[textLang(locale).lang](specialty);
}

export function whenText(urgency: number, locale: string): string {
  return WHEN[textLang(locale).lang][urgency] ?? WHEN.en[3];
}

export function planAdvice(p: { specialty: string; urgency: number; lowConfidence: boolean; reasoning?: string; locale: string }): string {
  const { lang, fallback } = textLang(p.locale);
  const parts = [TEMPLATE[lang](WHO[lang](p.specialty), WHEN[lang][p.urgency] ?? WHEN[lang][3])];
  if (p.lowConfidence) parts.push(LOW_CONF[lang]);
  else if (p.reasoning && lang === 'en') parts.push(p.reasoning.replace(INTERNAL, '').trim());
  parts.push(SAFETY_NET[lang]);
  if (fallback) parts.unshift(FALLBACK_NOTE);
  return parts.join(' ');
}
