// Why this exists: the words an education answer needs in the patient's language (its lead-in, disclaimer and
// "no evidence" reply), and the es/fr/pt health words a question is asked in, mapped to the English of the
// guideline index so that "¿síntomas de la diabetes?" finds the same guidance as "symptoms of diabetes?".
import type { TextLang } from './language.ts';

export const EDUCATION_TEXT: Record<TextLang, { lead: string; englishOnly: string; disclaimer: string; noEvidence: string }> = {
  en: {
    lead: 'Here is what trusted guidance says:',
    englishOnly: '',
    disclaimer: 'This is general information, not a diagnosis or advice for your own situation; a clinician can advise you.',
    noEvidence: "I don't have trusted guidance on that in my sources, so I won't guess. I can check your symptoms with you, or you can ask a clinician.",
  },
  es: {
    lead: 'Esto es lo que dicen fuentes de confianza:',
    englishOnly: 'Esta guía solo está disponible en inglés:',
    disclaimer: 'Esto es información general, no un diagnóstico ni un consejo para su caso; un profesional puede orientarle.',
    noEvidence: 'No tengo información de confianza sobre eso en mis fuentes, así que no voy a adivinar. Puedo revisar sus síntomas con usted, o puede preguntarle a un profesional.',
  },
  fr: {
    lead: 'Voici ce que disent des sources fiables :',
    englishOnly: "Ce conseil n'existe qu'en anglais :",
    disclaimer: "Ceci est une information générale, pas un diagnostic ni un conseil pour votre cas ; un professionnel peut vous conseiller.",
    noEvidence: "Je n'ai pas d'information fiable à ce sujet dans mes sources, je préfère ne pas deviner. Je peux examiner vos symptômes avec vous, ou vous pouvez poser la question à un professionnel.",
  },
  pt: {
    lead: 'Isto é o que dizem fontes de confiança:',
    englishOnly: 'Esta orientação só está disponível em inglês:',
    disclaimer: 'Isto é informação geral, não um diagnóstico nem um conselho para o seu caso; um profissional pode orientá-lo.',
    noEvidence: 'Não tenho informação de confiança sobre isso nas minhas fontes, por isso não vou adivinhar. Posso ver os seus sintomas consigo, ou pode perguntar a um profissional.',
  },
};

/** es/fr/pt words (accents stripped) → English index terms. Matched as word prefixes. */
export const QUERY_TERMS: [RegExp, string][] = [
  [/\b(sintoma|symptome|sinais|signos|senales|signes)/, 'symptoms signs'],
  [/\bdiabet/, 'diabetes'],
  [/\b(hipertens|hypertens|presion arterial|presion alta|tension arterielle|pressao alta|pressao arterial)/, 'high blood pressure hypertension'],
  [/\b(migrana|enxaquec|migraine)/, 'migraine'],
  [/\b(dolor de cabeza|mal de tete|maux de tete|dor de cabeca|cefalea|cephalee)/, 'headache'],
  [/\b(gripe|grippe)/, 'flu influenza'],
  [/\b(covid|coronavirus)/, 'covid-19'],
  [/\b(resfriado|rhume|constipacao)/, 'common cold'],
  [/\b(infeccion urinaria|infection urinaire|infeccao urinaria|cistitis|cystite|cistite)/, 'urinary infection cystitis'],
  [/\b(asma|asthme)/, 'asthma'],
  [/\b(acidez|reflujo|brulures d'estomac|reflux|azia|refluxo|indigestion|ma digestao)/, 'heartburn reflux indigestion'],
  [/\b(infarto|infarctus|ataque al corazon|crise cardiaque|ataque cardiaco)/, 'heart attack chest pain'],
  [/\b(ictus|derrame|avc|accidente cerebrovascular)/, 'stroke'],
  [/\b(colesterol|cholesterol)/, 'cholesterol'],
  [/\b(anemia|anemie)/, 'anaemia'],
  [/\b(hepatit)/, 'hepatitis'],
  [/\b(meningit)/, 'meningitis'],
  [/\b(varicela|varicelle|catapora)/, 'chickenpox'],
  [/\b(depresion|depression|depressao)/, 'depression'],
  [/\b(ansiedad|anxiete|ansiedade|angoisse)/, 'anxiety'],
  [/\b(piedras en el rinon|calculs renaux|calculo renal|pedra nos rins)/, 'kidney stones'],
  [/\b(eczema|eccema)/, 'eczema'],
  [/\b(tos|toux|tosse)\b/, 'cough'],
  [/\b(fiebre|fievre|febre)/, 'fever'],
  [/\b(embarazo|grossesse|gravidez)/, 'pregnancy'],
  [/\b(dolor de espalda|mal de dos|dor nas costas|lombalgia|lumbalgie)/, 'back pain'],
  [/\b(tratamiento|traitement|tratamento|tratar|traiter)/, 'treatment'],
  [/\b(contagi)/, 'contagious infection'],
];
