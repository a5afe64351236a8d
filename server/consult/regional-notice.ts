// Why this exists: a patient who writes in another language than their browser's keeps the browser's region
// (en-US and Spanish: "es-US"; en-US and Chinese: "zh-US"), and the emergency numbers they are shown must be
// those of where they are, not of the new language's default country (Spain's 112, China's 120). The engine's
// resources know some language-and-region pairs (es-US, fr-CA, en-GB, ...); for any other pair this takes the
// lines from a locale of that region and the message from the patient's language, filled with those numbers.
import { fillMessage, noticeResources, resourcesFor } from '../../actors/engine/emergency-resources.ts';
import type { ConsultChecks } from '../../machines/contract/consult-checks.ts';

/** A locale for each region the engine has numbers for (its languages' default countries and regional locales). */
const REGION_TAGS = ['en-US', 'en-GB', 'en-IE', 'en-AU', 'en-CA', 'en-IN', 'fr-FR', 'fr-CA', 'fr-BE', 'es-ES', 'es-MX', 'pt-BR', 'pt-PT', 'zh-CN', 'zh-TW', 'zh-HK', 'hi-IN'];

/** The region subtag of a locale ("es-US" → "US"; "zh-Hans-CN" → "CN"), or null. */
export function regionOf(locale: string | undefined): string | null {
  const region = locale?.split(/[-_]/).slice(1).find((s) => /^[A-Za-z]{2}$/.test(s));
  return region ? region.toUpperCase() : null;
}

/** The engine's emergency notice, with the numbers of the locale's region when the engine's are another country's. */
export function regionalNotice(engine: ConsultChecks['emergencyNotice']): ConsultChecks['emergencyNotice'] {
  return (hits, locale) => {
    const notice = engine(hits, locale);
    const region = regionOf(locale);
    if (!region || notice.region === region) return notice;
    const tag = REGION_TAGS.find((t) => resourcesFor(t).region === region);
    // a region we have no numbers for: the language's own stand, and every message says "or your local emergency number"
    if (!tag) return notice;
    const local = resourcesFor(tag);
    const own = resourcesFor(locale);
    const toxic = hits.some((h) => h.family === 'toxicology');
    const template = notice.kind === 'mental_health' ? own.mentalHealthMessage : own.medicalMessage;
    return { kind: notice.kind, message: fillMessage(template, local), ...noticeResources(notice.kind, toxic, local) };
  };
}
