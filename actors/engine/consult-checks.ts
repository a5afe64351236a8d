// Why this exists: the offline engine's implementation of the checks the consult machine runs itself (its port,
// machines/contract/consult-checks.ts), handed to the machine at the wiring point.
import type { ConsultChecks } from '../../machines/contract/consult-checks.ts';
import { bookingIntent } from './booking-intent.ts';
import { classifyRequest } from './input-guard.ts';
import { detectLanguage } from './language.ts';
import { emergencyNotice, screenRedFlags } from './red-flags.ts';
import { extractFindings } from './findings.ts';
import { extractHistory } from './history-extract.ts';
import { assessUrgency } from './urgency.ts';

/** The engine's reading of one text on its own: same-day care or sooner (urgency 4 or 5). */
function readsAsUrgent(text: string): boolean {
  if (typeof text !== 'string' || !text.trim()) return false;
  const base = extractHistory([text]);
  const { findings, negated } = extractFindings(text, { age: base.age });
  return assessUrgency({ ...base, findings, negatedFindings: negated }, {}).urgency >= 4;
}

export const engineConsultChecks: ConsultChecks = { screenRedFlags, emergencyNotice, detectLanguage, classifyRequest, bookingIntent, readsAsUrgent };
