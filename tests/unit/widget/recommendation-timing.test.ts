// Why this exists: the recommendation card's "How soon" and the plan's own sentence (the message after the card)
// must say the same timing, for every urgency, in each language the plan is written in (issue 29 item 7).
import { describe, expect, it } from 'vitest';
import { whenText } from '../../../actors/agents/plan.texts.ts';
import { triageLevelFor } from '../../../server/protocol/index.ts';
import { howSoon } from '../../../client-demo/widget/panels.ts';
import { setUiLocale } from '../../../client-demo/widget/i18n.ts';

/** The words that name each timing, per language: both texts must contain the one for their urgency. */
const KEY: Record<'en' | 'es' | 'fr' | 'pt', Record<number, RegExp>> = {
  en: { 5: /emergency/i, 4: /24 hours/i, 3: /next few days/i, 2: /one to two weeks/i, 1: /at home/i },
  es: { 5: /emergencia/i, 4: /24 horas/i, 3: /próximos días/i, 2: /una o dos semanas/i, 1: /en casa/i },
  fr: { 5: /urgence/i, 4: /24 (prochaines )?heures/i, 3: /prochains jours/i, 2: /une à deux semaines/i, 1: /(à la maison|à domicile)/i },
  pt: { 5: /emergência/i, 4: /24 horas/i, 3: /próximos dias/i, 2: /uma a duas semanas/i, 1: /em casa/i },
};

describe('the card and the sentence agree on timing', () => {
  for (const lang of ['en', 'es', 'fr', 'pt'] as const) {
    it.each([1, 2, 3, 4, 5])(`${lang}: urgency %i`, (urgency) => {
      setUiLocale(lang);
      const card = howSoon(triageLevelFor(urgency), urgency);
      const sentence = whenText(urgency, lang);
      expect(sentence).toMatch(KEY[lang][urgency]);
      expect(card).toMatch(KEY[lang][urgency]);
      // and no other timing's words
      for (const [u, re] of Object.entries(KEY[lang])) if (Number(u) !== urgency) expect(card).not.toMatch(re);
    });
  }
});
