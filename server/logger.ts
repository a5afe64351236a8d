// Why this exists: one pino JSON logger for the process; children carry caseId; PHI never reaches the
// log (known PHI fields are redacted by path, and free text is scrubbed of identifiers).
import { pino, type Logger } from 'pino';

const PHI_PATHS = [
  'text', '*.text', 'name', '*.name', 'patient.name', '*.patient.name', 'phone', '*.phone', 'email', '*.email',
  'address', '*.address', 'dob', '*.dob', 'resumeToken', '*.resumeToken', 'token', '*.token', 'auth.token',
];

const PHI_PATTERNS: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[email]'],
  [/\b\d{3}-\d{2}-\d{4}\b/g, '[ssn]'],
  [/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, '[national-id]'],
  [/\+?\d[\d\s().-]{7,}\d/g, '[phone]'],
];

/** Scrub identifiers from a free-text string before it is logged. */
export function scrubText(s: string): string {
  return PHI_PATTERNS.reduce((acc, [re, rep]) => acc.replace(re, rep), s);
}

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'helios' },
      redact: { paths: PHI_PATHS, censor: '[redacted]' },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as typeof args;
          return method.apply(this, scrubbed);
        },
      },
    },
    destination as pino.DestinationStream | undefined,
  );
}

export type { Logger };
