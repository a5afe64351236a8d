// Why this exists: what to ask about to tell the council's proposed specialties apart (each specialty's telltale symptoms, en/es/fr/pt), for clarifyingQuestion.

export type ClarifyLang = 'en' | 'es' | 'fr' | 'pt';

/** Telltale symptoms per specialty, as a noun phrase that completes "have you noticed …?". General practice and
 *  emergency medicine have none: they take everything, so asking about them tells nothing apart. */
export const SPECIALTY_CUES: Record<string, Record<ClarifyLang, string>> = {
  cardiology: {
    en: 'chest pain or pressure, a racing or irregular heartbeat, or breathlessness on exertion',
    es: 'dolor u opresión en el pecho, latidos rápidos o irregulares, o falta de aire al hacer esfuerzos',
    fr: 'une douleur ou une oppression dans la poitrine, un cœur qui bat vite ou de façon irrégulière, ou un essoufflement à l’effort',
    pt: 'dor ou aperto no peito, coração acelerado ou irregular, ou falta de ar aos esforços',
  },
  neurology: {
    en: 'numbness or tingling, weakness, changes in vision, or sensitivity to light',
    es: 'entumecimiento u hormigueo, debilidad, cambios en la vista o molestia con la luz',
    fr: 'des engourdissements ou des fourmillements, une faiblesse, des troubles de la vue ou une gêne à la lumière',
    pt: 'dormência ou formigamento, fraqueza, alterações na visão ou incômodo com a luz',
  },
  dermatology: {
    en: 'a rash, itching, or changes in the skin, hair or nails',
    es: 'un sarpullido, picazón o cambios en la piel, el pelo o las uñas',
    fr: 'une éruption, des démangeaisons ou des changements de la peau, des cheveux ou des ongles',
    pt: 'manchas na pele, coceira ou alterações na pele, no cabelo ou nas unhas',
  },
  gastroenterology: {
    en: 'nausea, heartburn, a change in bowel habit, or blood in the stool',
    es: 'náuseas, acidez, cambios en el ritmo intestinal o sangre en las heces',
    fr: 'des nausées, des brûlures d’estomac, un changement du transit ou du sang dans les selles',
    pt: 'náusea, azia, mudança no hábito intestinal ou sangue nas fezes',
  },
  pulmonology: {
    en: 'a cough, wheezing, or shortness of breath',
    es: 'tos, silbidos al respirar o falta de aire',
    fr: 'une toux, une respiration sifflante ou un essoufflement',
    pt: 'tosse, chiado no peito ou falta de ar',
  },
  endocrinology: {
    en: 'unusual thirst, passing a lot of urine, or a change in weight',
    es: 'sed fuera de lo normal, orinar mucho o cambios de peso',
    fr: 'une soif inhabituelle, le besoin d’uriner beaucoup ou un changement de poids',
    pt: 'sede fora do normal, urinar muito ou mudança de peso',
  },
  infectious_disease: {
    en: 'fever or chills, recent travel, or contact with someone who is ill',
    es: 'fiebre o escalofríos, un viaje reciente o contacto con alguien enfermo',
    fr: 'de la fièvre ou des frissons, un voyage récent ou un contact avec une personne malade',
    pt: 'febre ou calafrios, viagem recente ou contato com alguém doente',
  },
  rheumatology: {
    en: 'swollen or stiff joints, especially in the morning',
    es: 'articulaciones hinchadas o rígidas, sobre todo por la mañana',
    fr: 'des articulations gonflées ou raides, surtout le matin',
    pt: 'articulações inchadas ou rígidas, principalmente de manhã',
  },
  urology: {
    en: 'burning when passing urine, blood in the urine, or a change in the urine stream',
    es: 'ardor al orinar, sangre en la orina o cambios en el chorro de orina',
    fr: 'une brûlure en urinant, du sang dans les urines ou un changement du jet urinaire',
    pt: 'ardor ao urinar, sangue na urina ou mudança no jato de urina',
  },
  nephrology: {
    en: 'swollen legs or ankles, foamy urine, or passing less urine than usual',
    es: 'piernas o tobillos hinchados, orina con espuma u orinar menos de lo habitual',
    fr: 'des jambes ou des chevilles gonflées, des urines mousseuses ou moins d’urine que d’habitude',
    pt: 'pernas ou tornozelos inchados, urina com espuma ou urinar menos que o normal',
  },
  psychiatry: {
    en: 'low mood, anxiety or worry, or changes in sleep',
    es: 'ánimo bajo, ansiedad o preocupación, o cambios en el sueño',
    fr: 'un moral bas, de l’anxiété ou des inquiétudes, ou des changements du sommeil',
    pt: 'desânimo, ansiedade ou preocupação, ou mudanças no sono',
  },
  obstetrics_gynecology: {
    en: 'changes in periods, vaginal bleeding or discharge, or a chance of pregnancy',
    es: 'cambios en la regla, sangrado o flujo vaginal, o posibilidad de embarazo',
    fr: 'des changements des règles, des saignements ou des pertes vaginales, ou une possibilité de grossesse',
    pt: 'mudanças na menstruação, sangramento ou corrimento vaginal, ou possibilidade de gravidez',
  },
  orthopedics: {
    en: 'an injury or fall, swelling, or difficulty moving or putting weight on it',
    es: 'un golpe o una caída, hinchazón, o dificultad para moverlo o apoyarlo',
    fr: 'un choc ou une chute, un gonflement, ou du mal à bouger ou à prendre appui',
    pt: 'uma pancada ou queda, inchaço, ou dificuldade para mexer ou apoiar',
  },
  otolaryngology: {
    en: 'ear pain, changes in hearing, a sore throat, or a blocked nose',
    es: 'dolor de oído, cambios en la audición, dolor de garganta o la nariz tapada',
    fr: 'une douleur d’oreille, une baisse de l’audition, un mal de gorge ou le nez bouché',
    pt: 'dor de ouvido, alteração na audição, dor de garganta ou nariz entupido',
  },
  ophthalmology: {
    en: 'eye pain, a red eye, or changes in vision',
    es: 'dolor en el ojo, ojo rojo o cambios en la vista',
    fr: 'une douleur à l’œil, un œil rouge ou des troubles de la vue',
    pt: 'dor no olho, olho vermelho ou alterações na visão',
  },
  pediatrics: {
    en: 'poor feeding, fewer wet nappies, or being unusually sleepy or irritable',
    es: 'que coma poco, menos pañales mojados, o más sueño o irritabilidad de lo normal',
    fr: 'une baisse de l’alimentation, moins de couches mouillées, ou une somnolence ou une irritabilité inhabituelle',
    pt: 'falta de apetite, menos fraldas molhadas, ou sonolência ou irritação fora do normal',
  },
  allergy_immunology: {
    en: 'hives, swelling of the lips or face, or sneezing with itchy eyes',
    es: 'ronchas, hinchazón de los labios o la cara, o estornudos con picor de ojos',
    fr: 'de l’urticaire, un gonflement des lèvres ou du visage, ou des éternuements avec les yeux qui grattent',
    pt: 'urticária, inchaço dos lábios ou do rosto, ou espirros com coceira nos olhos',
  },
  hematology: {
    en: 'bruising or bleeding easily, or looking unusually pale',
    es: 'moretones o sangrados con facilidad, o una palidez fuera de lo normal',
    fr: 'des bleus ou des saignements faciles, ou une pâleur inhabituelle',
    pt: 'manchas roxas ou sangramentos com facilidade, ou palidez fora do normal',
  },
  oncology: {
    en: 'weight loss without trying, night sweats, or a new lump',
    es: 'pérdida de peso sin buscarla, sudores nocturnos o un bulto nuevo',
    fr: 'une perte de poids inexpliquée, des sueurs nocturnes ou une nouvelle grosseur',
    pt: 'perda de peso sem motivo, suores noturnos ou um caroço novo',
  },
  general_surgery: {
    en: 'a bulge or lump, or belly pain that has moved or keeps getting worse',
    es: 'un bulto o una hernia, o dolor de barriga que se ha movido o que va a peor',
    fr: 'une boule ou une hernie, ou une douleur au ventre qui s’est déplacée ou qui s’aggrave',
    pt: 'um caroço ou hérnia, ou dor na barriga que mudou de lugar ou que está piorando',
  },
  vascular_surgery: {
    en: 'leg pain when walking that eases with rest, a cold or pale foot, or swollen veins',
    es: 'dolor de piernas al caminar que mejora al descansar, un pie frío o pálido, o varices',
    fr: 'une douleur des jambes à la marche qui passe au repos, un pied froid ou pâle, ou des varices',
    pt: 'dor nas pernas ao caminhar que melhora com o repouso, um pé frio ou pálido, ou varizes',
  },
  geriatrics: {
    en: 'falls, memory problems, or new confusion',
    es: 'caídas, problemas de memoria o confusión nueva',
    fr: 'des chutes, des troubles de la mémoire ou une confusion récente',
    pt: 'quedas, problemas de memória ou confusão recente',
  },
  sports_medicine: {
    en: 'whether it started during sport or exercise, or with a twist or strain',
    es: 'si empezó durante el deporte o el ejercicio, o con una torcedura o un tirón',
    fr: 'si cela a commencé pendant le sport ou l’effort, ou après une torsion ou un faux mouvement',
    pt: 'se começou durante o esporte ou exercício, ou com uma torção ou distensão',
  },
};

/** The targeted question, for the patient ("you") or someone else ("they"); `{cues}` is one or two cue phrases. */
export const CLARIFY_ASSOCIATED: Record<ClarifyLang, [string, string]> = {
  en: ['Along with this, have you noticed {cues}?', 'Along with this, have they had {cues}?'],
  es: ['Además de esto, ¿ha notado {cues}?', 'Además de esto, ¿esa persona ha tenido {cues}?'],
  fr: ['En plus de cela, avez-vous remarqué {cues} ?', 'En plus de cela, a-t-il ou elle eu {cues} ?'],
  pt: ['Além disso, você notou {cues}?', 'Além disso, a pessoa teve {cues}?'],
};

/** How two cue phrases are joined: "{a}; or {b}". */
export const CLARIFY_OR: Record<ClarifyLang, string> = { en: '; or ', es: '; o ', fr: ' ; ou ', pt: '; ou ' };
