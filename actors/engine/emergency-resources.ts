// Why this exists: when the red-flag screen fires, the patient must be told, in their language, the
// number to call now (and for a crisis, a line to talk to); this is that data, per locale.
//
// Every locale lists, where they exist, the emergency number, poison control, crisis lines and text lines
// (numbers only where they are certain; a field is left out rather than guessed). Where a service is run by
// region (poison centres in Canada and France), a few centres are listed and the note says so.
//
// Each language has a default country (en → US, fr → France, es → Spain, pt → Brazil, zh → mainland
// China, ar → region-neutral with the Gulf and Egypt numbers, hi → India); a few common regional
// locales ("en-GB", "pt-PT", "es-MX", ...) override the numbers. Unknown locales fall back to English.
// Messages use {emergency} (the first emergency contact) and {crisis} (the first crisis line).
import type { Locale } from './types.ts';

export type ResourceType = 'emergency' | 'urgent' | 'poison' | 'crisis' | 'text';

export interface Resource {
  label: string;
  contact: string;
  /** what the line is for; set from the list it is in unless given (an urgent, non-emergency line among the emergency numbers) */
  type?: ResourceType;
  /** a text line: the word to send */
  keyword?: string;
}

export interface LocaleResources {
  /** where the numbers apply, ISO 3166 code or "intl" */
  region: string;
  emergency: Resource[];
  crisis: Resource[];
  poison?: Resource[];
  /** lines reached by text message (SMS) */
  text?: Resource[];
  /** how the numbers are organised, when that matters (e.g. poison centres run by province) */
  note?: string;
  medicalMessage: string;
  mentalHealthMessage: string;
}

export const EMERGENCY_RESOURCES: Record<Locale, LocaleResources> = {
  en: {
    region: 'US',
    emergency: [{ label: 'Emergency services', contact: '911' }],
    crisis: [{ label: '988 Suicide & Crisis Lifeline (call)', contact: '988' }],
    poison: [{ label: 'Poison Control', contact: '1-800-222-1222' }],
    text: [{ label: '988 Suicide & Crisis Lifeline (text)', contact: '988' }, { label: 'Crisis Text Line: text HOME', contact: '741741', keyword: 'HOME' }],
    medicalMessage: 'What you describe may be a medical emergency. Call {emergency} (or your local emergency number) now, or have someone take you to the nearest emergency department. Do not wait and do not drive yourself. If you are alone, unlock the door and stay on the line.',
    mentalHealthMessage: 'Thank you for telling me. You are not alone, and you deserve support right now. If you might act on these thoughts or are in danger, call {emergency} (or your local emergency number) now. You can also call or text {crisis} at any time to talk to someone, free and confidential. If you can, stay with someone you trust and move away from anything you could use to hurt yourself.',
  },
  fr: {
    region: 'FR',
    emergency: [{ label: 'SAMU (urgences médicales)', contact: '15' }, { label: "Numéro d'urgence européen", contact: '112' }],
    crisis: [{ label: 'Numéro national de prévention du suicide (24h/24)', contact: '3114' }],
    poison: [{ label: 'Centre antipoison de Paris', contact: '01 40 05 48 48' }, { label: 'Centre antipoison de Lyon', contact: '04 72 11 69 11' }],
    text: [{ label: 'Urgences par SMS (personnes sourdes ou malentendantes)', contact: '114' }],
    note: 'Les centres antipoison sont organisés par région : tous répondent, à toute heure.',
    medicalMessage: "Ce que vous décrivez peut être une urgence médicale. Appelez le {emergency} (ou le numéro d'urgence local, le 112 en Europe) maintenant, ou faites-vous conduire aux urgences les plus proches. N'attendez pas et ne conduisez pas vous-même. Si vous êtes seul(e), déverrouillez la porte et restez en ligne.",
    mentalHealthMessage: "Merci de me l'avoir dit. Vous n'êtes pas seul(e), et vous méritez de l'aide tout de suite. Si vous risquez de passer à l'acte ou êtes en danger, appelez le {emergency} (ou le 112) maintenant. Vous pouvez aussi appeler le {crisis}, gratuitement et à toute heure, pour parler à quelqu'un. Si possible, restez avec une personne de confiance et éloignez-vous de ce qui pourrait vous blesser.",
  },
  es: {
    region: 'ES',
    emergency: [{ label: 'Emergencias', contact: '112' }],
    crisis: [{ label: 'Línea de atención a la conducta suicida (24 h)', contact: '024' }],
    poison: [{ label: 'Servicio de Información Toxicológica (24 h)', contact: '91 562 04 20' }],
    medicalMessage: 'Lo que describe puede ser una emergencia médica. Llame al {emergency} (o al número de emergencias local) ahora, o pida que le lleven al servicio de urgencias más cercano. No espere y no conduzca usted. Si está solo/a, abra la puerta y no cuelgue.',
    mentalHealthMessage: 'Gracias por contármelo. No está solo/a y merece apoyo ahora mismo. Si puede actuar según estos pensamientos o está en peligro, llame al {emergency} (o al número de emergencias local) ahora. También puede llamar al {crisis}, gratis y a cualquier hora, para hablar con alguien. Si puede, quédese con alguien de confianza y aléjese de cualquier cosa con la que pueda hacerse daño.',
  },
  pt: {
    region: 'BR',
    emergency: [{ label: 'SAMU (emergência médica)', contact: '192' }, { label: 'Bombeiros', contact: '193' }],
    crisis: [{ label: 'CVV – Centro de Valorização da Vida (24 h)', contact: '188' }],
    poison: [{ label: 'Disque-Intoxicação (Anvisa)', contact: '0800 722 6001' }],
    medicalMessage: 'O que você descreve pode ser uma emergência médica. Ligue agora para o {emergency} (ou para o número de emergência local) ou peça para alguém levar você ao pronto-socorro mais próximo. Não espere e não dirija. Se estiver sozinho(a), destranque a porta e fique na linha.',
    mentalHealthMessage: 'Obrigado por me contar. Você não está sozinho(a) e merece apoio agora. Se você puder agir sobre esses pensamentos ou estiver em perigo, ligue agora para o {emergency} (ou para o número de emergência local). Você também pode ligar para o {crisis}, de graça e a qualquer hora, para conversar com alguém. Se puder, fique perto de alguém de confiança e afaste-se de qualquer coisa que possa usar para se machucar.',
  },
  zh: {
    region: 'CN',
    emergency: [{ label: '急救电话', contact: '120' }, { label: '报警电话', contact: '110' }],
    crisis: [{ label: '全国心理援助热线', contact: '12356' }, { label: '北京心理危机研究与干预中心（24小时）', contact: '010-82951332' }],
    medicalMessage: '您描述的情况可能是急症。请立即拨打 {emergency}（或当地急救电话），或请人尽快送您去最近的急诊。不要等待，也不要自己开车。如果您独自一人，请打开门锁并保持通话。',
    mentalHealthMessage: '谢谢您告诉我。您并不孤单，您现在值得被帮助。如果您可能会按这些想法去做，或正处于危险中，请立即拨打 {emergency}（或当地急救电话）。您也可以随时拨打 {crisis}，和愿意倾听的人谈一谈。如果可以，请待在您信任的人身边，并远离可能用来伤害自己的东西。',
  },
  ar: {
    region: 'intl',
    emergency: [
      { label: 'الإسعاف (السعودية)', contact: '997' },
      { label: 'الإسعاف (الإمارات)', contact: '998' },
      { label: 'الطوارئ (الإمارات، قطر، البحرين، عُمان)', contact: '999' },
      { label: 'الإسعاف (مصر)', contact: '123' },
      { label: 'رقم الطوارئ من الهاتف المحمول في كثير من الدول', contact: '112' },
    ],
    crisis: [{ label: 'خط الدعم النفسي الوطني (الإمارات)', contact: '800 4673' }],
    medicalMessage: 'ما تصفه قد يكون حالة طبية طارئة. اتصل الآن برقم الطوارئ في بلدك (مثل {emergency} في السعودية، أو 112 من الهاتف المحمول)، أو اطلب من أحد أن ينقلك إلى أقرب قسم طوارئ. لا تنتظر ولا تقد السيارة بنفسك. إذا كنت وحدك، افتح قفل الباب وابقَ على الخط.',
    mentalHealthMessage: 'شكرًا لأنك أخبرتني. لست وحدك، وتستحق الدعم الآن. إذا كنت قد تتصرف بناءً على هذه الأفكار أو كنت في خطر، اتصل الآن برقم الطوارئ في بلدك (مثل {emergency} في السعودية، أو 112 من الهاتف المحمول). ويمكنك أيضًا التحدث إلى خط دعم نفسي، مثل {crisis} في الإمارات. إن استطعت، ابقَ مع شخص تثق به وابتعد عن أي شيء قد تؤذي به نفسك.',
  },
  hi: {
    region: 'IN',
    emergency: [{ label: 'राष्ट्रीय आपातकालीन नंबर', contact: '112' }, { label: 'एम्बुलेंस', contact: '108' }],
    crisis: [{ label: 'टेली-मानस (24x7, निःशुल्क)', contact: '14416' }, { label: 'टेली-मानस (टोल-फ्री)', contact: '1-800-891-4416' }],
    medicalMessage: 'आप जो बता रहे हैं वह मेडिकल इमरजेंसी हो सकती है। अभी {emergency} (या अपना स्थानीय आपातकालीन नंबर, एम्बुलेंस 108) पर कॉल करें, या किसी से कहें कि आपको तुरंत नज़दीकी इमरजेंसी विभाग ले जाए। इंतज़ार न करें और खुद गाड़ी न चलाएं। अगर आप अकेले हैं, तो दरवाज़ा खोल दें और फ़ोन पर बने रहें।',
    mentalHealthMessage: 'मुझे बताने के लिए धन्यवाद। आप अकेले नहीं हैं, और आपको अभी मदद मिलनी चाहिए। अगर आप इन विचारों पर अमल कर सकते हैं या खतरे में हैं, तो अभी {emergency} (या अपना स्थानीय आपातकालीन नंबर) पर कॉल करें। आप किसी से बात करने के लिए कभी भी {crisis} (टेली-मानस) पर निःशुल्क कॉल कर सकते हैं। हो सके तो किसी भरोसेमंद व्यक्ति के साथ रहें और ऐसी चीज़ों से दूर रहें जिनसे आप खुद को चोट पहुंचा सकते हैं।',
  },
};

/** English for a crisis line that takes calls only (text lines, where there are any, are listed apart). */
const EN_CALL_CRISIS = 'Thank you for telling me. You are not alone, and you deserve support right now. If you might act on these thoughts or are in danger, call {emergency} (or your local emergency number) now. You can also call {crisis} at any time to talk to someone, free and confidential. If you can, stay with someone you trust and move away from anything you could use to hurt yourself.';

/** Canada's poison centres are provincial: three large ones (Ontario's also serves Manitoba and Nunavut). */
const CA_POISON: Resource[] = [
  { label: 'Ontario Poison Centre (also Manitoba, Nunavut)', contact: '1-800-268-9017' },
  { label: 'Centre antipoison du Québec', contact: '1-800-463-5060' },
  { label: 'BC Drug and Poison Information Centre', contact: '1-800-567-8911' },
];
const CA_POISON_FR: Resource[] = [
  { label: 'Centre antipoison du Québec', contact: '1-800-463-5060' },
  { label: 'Centre antipoison de l’Ontario (aussi Manitoba, Nunavut)', contact: '1-800-268-9017' },
  { label: 'Centre antipoison de la Colombie-Britannique', contact: '1-800-567-8911' },
];

/** Regional locales whose numbers differ from their language's default country. */
const REGIONAL: Record<string, Partial<LocaleResources>> = {
  'en-gb': { region: 'GB', emergency: [{ label: 'Emergency services', contact: '999' }, { label: 'NHS 111 (urgent, not life-threatening)', contact: '111', type: 'urgent' }],
    crisis: [{ label: 'Samaritans (24/7)', contact: '116 123' }],
    // the UK's poison service (NPIS) is for professionals: the public call NHS 111
    poison: [{ label: 'Poisoning advice: NHS 111', contact: '111' }],
    text: [{ label: 'Shout: text SHOUT', contact: '85258', keyword: 'SHOUT' }], mentalHealthMessage: EN_CALL_CRISIS },
  'en-ie': { region: 'IE', emergency: [{ label: 'Emergency services', contact: '112' }, { label: 'Emergency services', contact: '999' }], crisis: [{ label: 'Samaritans (24/7)', contact: '116 123' }], poison: undefined, text: undefined, mentalHealthMessage: EN_CALL_CRISIS },
  'en-au': { region: 'AU', emergency: [{ label: 'Emergency services', contact: '000' }], crisis: [{ label: 'Lifeline (24/7)', contact: '13 11 14' }], poison: [{ label: 'Poisons Information Centre', contact: '13 11 26' }], text: undefined, mentalHealthMessage: EN_CALL_CRISIS },
  'en-ca': { region: 'CA', emergency: [{ label: 'Emergency services', contact: '911' }], crisis: [{ label: '9-8-8 Suicide Crisis Helpline (call)', contact: '988' }],
    poison: CA_POISON, text: [{ label: '9-8-8 Suicide Crisis Helpline (text)', contact: '988' }],
    note: 'Poison centres in Canada are run by each province or territory; the numbers listed serve those provinces. Elsewhere call 911 or your provincial health line.' },
  'en-in': { region: 'IN', emergency: [{ label: 'National emergency number', contact: '112' }, { label: 'Ambulance', contact: '108' }], crisis: [{ label: 'Tele-MANAS (24x7, free)', contact: '14416' }], poison: undefined, text: undefined, mentalHealthMessage: EN_CALL_CRISIS },
  'fr-ca': { region: 'CA', emergency: [{ label: "Services d'urgence", contact: '911' }], crisis: [{ label: 'Ligne d’aide en cas de crise de suicide (appel)', contact: '988' }],
    poison: CA_POISON_FR, text: [{ label: 'Ligne d’aide en cas de crise de suicide (texto)', contact: '988' }],
    note: 'Les centres antipoison du Canada relèvent de chaque province ou territoire ; ailleurs, composez le 911.' },
  'fr-be': { region: 'BE', emergency: [{ label: "Numéro d'urgence", contact: '112' }], crisis: [{ label: 'Centre de Prévention du Suicide', contact: '0800 32 123' }], poison: undefined, text: undefined, note: undefined },
  'es-mx': { region: 'MX', emergency: [{ label: 'Emergencias', contact: '911' }], crisis: [{ label: 'Línea de la Vida (24 h)', contact: '800 911 2000' }], poison: undefined },
  'es-us': { region: 'US', emergency: [{ label: 'Emergencias', contact: '911' }], crisis: [{ label: '988 Línea de Prevención del Suicidio y Crisis (opción 2: español)', contact: '988' }],
    poison: [{ label: 'Centro de Toxicología', contact: '1-800-222-1222' }] },
  'pt-pt': { region: 'PT', emergency: [{ label: 'Número Europeu de Emergência', contact: '112' }, { label: 'SNS 24 (urgente, não emergente)', contact: '808 24 24 24', type: 'urgent' }],
    crisis: [{ label: 'SNS 24 (aconselhamento psicológico)', contact: '808 24 24 24' }],
    poison: [{ label: 'CIAV – Centro de Informação Antivenenos (24 h)', contact: '800 250 250' }] },
  'zh-tw': { region: 'TW', emergency: [{ label: '救護車', contact: '119' }], crisis: [{ label: '安心專線（24小時）', contact: '1925' }] },
  'zh-hk': { region: 'HK', emergency: [{ label: '緊急求助', contact: '999' }], crisis: [{ label: '撒瑪利亞防止自殺會（24小時）', contact: '2389 2222' }] },
};

/** Resources for a locale tag ("fr", "pt-BR", "en_GB"); unknown languages get English. */
export function resourcesFor(locale?: string): LocaleResources {
  const tag = (locale ?? 'en').trim().toLowerCase().replace('_', '-');
  const lang = tag.split('-')[0] as Locale;
  const base = EMERGENCY_RESOURCES[lang] ?? EMERGENCY_RESOURCES.en;
  const regional = REGIONAL[tag];
  return regional ? { ...base, ...regional } : base;
}

export type Kind = 'medical' | 'mental_health';

const typed = (list: readonly Resource[] | undefined, type: ResourceType): Resource[] => (list ?? []).map((r) => ({ ...r, type: r.type ?? type }));
/** Each number once per way of reaching it, call or text (the first listing wins: the most relevant label for this notice). */
function byNumber(...lists: Resource[][]): Resource[][] {
  const seen = new Set<string>();
  return lists.map((list) => list.filter((r) => {
    const key = `${r.type === 'text' ? 'sms' : 'call'}:${r.contact.replace(/\D/g, '')}:${r.keyword ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }));
}

/**
 * The lines an emergency notice shows: `resources` first (to contact now: the emergency numbers, then for a
 * mental-health crisis the crisis and text lines, or for a poisoning the poison lines), and every other line
 * of the locale in `otherResources`, so the banner is complete. Each line carries its type; a number listed
 * twice to call (NHS 111 for urgent care and for poisoning) is shown once, a number to call and to text twice.
 */
export function noticeResources(kind: Kind, toxic: boolean, r: LocaleResources): { resources: Resource[]; otherResources: Resource[]; region: string; note?: string } {
  const all = typed(r.emergency, 'emergency');
  const emergency = all.filter((x) => x.type === 'emergency'), urgent = all.filter((x) => x.type !== 'emergency');
  const crisis = typed(r.crisis, 'crisis'), poison = typed(r.poison, 'poison'), text = typed(r.text, 'text');
  const [resources, otherResources] = kind === 'mental_health'
    ? byNumber([...emergency, ...crisis, ...text], [...urgent, ...poison])
    : byNumber([...emergency, ...urgent, ...(toxic ? poison : [])], [...(toxic ? [] : poison), ...crisis, ...text]);
  return { resources, otherResources, region: r.region, ...(r.note ? { note: r.note } : {}) };
}

/** A message template with {emergency} and {crisis} filled in. */
export function fillMessage(template: string, r: LocaleResources): string {
  return template.replace('{emergency}', r.emergency[0]?.contact ?? '112').replace('{crisis}', r.crisis[0]?.contact ?? '');
}
