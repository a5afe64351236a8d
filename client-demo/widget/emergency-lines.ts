// Why this exists: the emergency banner's lines. The ones to contact now are large call (tel:) or text (sms:)
// buttons; the locale's other lines (poison control, crisis and text lines) follow as a smaller list, with the
// note on how they are organised, so the banner is complete. Everything is set as text.
import type { EmergencyEvent, EmergencyResource } from '../../server/protocol/index.ts';
import { h, telHref } from './dom.ts';
import { t, uiLang, type UiLocale } from './i18n.ts';

/** The banner's own words, kept beside it (the other widget words are in i18n.ts). */
const WORDS: Record<UiLocale, { other: string; text: string }> = {
  en: { other: 'Other helplines', text: 'text' },
  es: { other: 'Otras líneas de ayuda', text: 'mensaje de texto' },
  fr: { other: "Autres lignes d'aide", text: 'SMS' },
  pt: { other: 'Outras linhas de ajuda', text: 'mensagem de texto' },
  zh: { other: '其他求助热线', text: '短信' },
  ar: { other: 'خطوط مساعدة أخرى', text: 'رسالة نصية' },
  hi: { other: 'अन्य हेल्पलाइन', text: 'टेक्स्ट संदेश' },
};

/** An sms: link for a text line (with the word to send, when it has one), or null. */
export function smsHref(r: Pick<EmergencyResource, 'contact' | 'keyword'>): string | null {
  const tel = telHref(r.contact);
  if (!tel) return null;
  return `sms:${tel.slice(4)}${r.keyword ? `?&body=${encodeURIComponent(r.keyword)}` : ''}`;
}

function line(r: EmergencyResource, big: boolean): HTMLLIElement {
  const text = r.type === 'text';
  const href = text ? smsHref(r) : telHref(r.contact);
  const words = `${r.label}: ${r.contact}${text && !/\btext\b/i.test(r.label) ? ` (${WORDS[uiLang()].text})` : ''}`;
  const icon = h('span', { 'aria-hidden': 'true' }, text ? '✉ ' : '☎ ');
  return h('li', { 'data-type': r.type ?? 'emergency' },
    href ? h('a', { href, class: big ? 'helios-call' : 'helios-line' }, icon, words) : h('span', {}, words));
}

/** The lines to contact now, then the other lines and the note. */
export function emergencyLines(e: EmergencyEvent): (HTMLElement | null)[] {
  const other = e.otherResources ?? [];
  return [
    e.resources.length ? h('ul', { class: 'helios-resources', 'aria-label': t().contactNow }, ...e.resources.map((r) => line(r, true))) : null,
    other.length
      ? h('div', { class: 'helios-other-lines' },
          h('h3', {}, WORDS[uiLang()].other),
          h('ul', { class: 'helios-resources-other', 'aria-label': WORDS[uiLang()].other }, ...other.map((r) => line(r, false))))
      : null,
    e.note ? h('p', { class: 'helios-lines-note' }, e.note) : null,
  ];
}
