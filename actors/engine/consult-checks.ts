// Why this exists: the offline engine's implementation of the checks the consult machine runs itself (its port,
// machines/contract/consult-checks.ts), handed to the machine at the wiring point.
import type { ConsultChecks } from '../../machines/contract/consult-checks.ts';
import { bookingIntent } from './booking-intent.ts';
import { classifyRequest } from './input-guard.ts';
import { detectLanguage } from './language.ts';
import { emergencyNotice, screenRedFlags } from './red-flags.ts';

export const engineConsultChecks: ConsultChecks = { screenRedFlags, emergencyNotice, detectLanguage, classifyRequest, bookingIntent };
