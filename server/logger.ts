// Why this exists: one pino JSON logger for the process; children carry caseId; PHI never reaches the
// log (known PHI fields are redacted by name at any depth, and every other string is scrubbed of identifiers).
import { pino, type Logger } from 'pino';

/** Field names whose values are PHI or secrets wherever they appear in a logged object. */
const PHI_KEYS = new Set([
  'text', 'delta', 'name', 'patientname', 'phone', 'email', 'address', 'dob', 'birthdate', 'dateofbirth', 'ssn', 'cpf',
  'resumetoken', 'token', 'authorization', 'cookie', 'transcript', 'patienttexts', 'answers', 'utterance', 'prompt',
]);

/** Identifier fields that must stay readable (never scrubbed: they are opaque ids, not PHI). */
const ID_KEYS = new Set(['caseId', 'ipHash', 'socket', 'requestId', 'messageId', 'jobId', 'appointmentId', 'handoffPacketId', 'stage', 'effect', 'level', 'service', 'time']);

const PHI_PATHS = [
  'text', '*.text', 'name', '*.name', 'patient.name', '*.patient.name', 'phone', '*.phone', 'email', '*.email',
  'address', '*.address', 'dob', '*.dob', 'resumeToken', '*.resumeToken', 'token', '*.token', 'auth.token',
];

const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const STREET = 'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|highway|hwy|rua|avenida|calle|rue';

const PHI_PATTERNS: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[email]'],
  [/\b\d{3}-\d{2}-\d{4}\b/g, '[ssn]'],
  [/\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g, '[national-id]'],
  // dates of birth: 03/14/1979, 14.03.1979, 1979-03-14 (not an ISO timestamp), 14 March 1979, March 14, 1979
  [/\b\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)?\d{2}\b/g, '[date]'],
  [/\b(?:19|20)\d{2}-\d{2}-\d{2}\b(?!T\d)/g, '[date]'],
  [new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\.?,?\\s+\\d{4}\\b`, 'gi'), '[date]'],
  [new RegExp(`\\b(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}\\b`, 'gi'), '[date]'],
  // street addresses: a house number, one to four words, a street type (and "Rua/Calle X, 12" forms)
  [new RegExp(`\\b\\d{1,6}\\s+(?:[A-Za-zÀ-ÿ'.-]+\\s+){1,4}(?:${STREET})\\b\\.?`, 'gi'), '[address]'],
  [/\b(?:rua|avenida|calle|rue)\s+(?:[A-Za-zÀ-ÿ'.-]+\s*){1,4},?\s*\d{1,6}\b/gi, '[address]'],
  [/\+?\d[\d\s().-]{7,}\d/g, '[phone]'],
];

/** Opaque tokens left alone by the scrubber: IPv4 addresses with a port (service URLs), ISO timestamps
 *  and UUIDs (case ids), which would otherwise look like phone numbers or dates. */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)';
const KEEP = new RegExp(
  `\\b${OCTET}(?:\\.${OCTET}){3}:\\d{1,5}\\b|` +
  String.raw`\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?`,
  'gi',
);

function scrubPlain(s: string): string {
  return PHI_PATTERNS.reduce((acc, [re, rep]) => acc.replace(re, rep), s);
}

/** Scrub identifiers from a free-text string before it is logged. */
export function scrubText(s: string): string {
  let out = '';
  let last = 0;
  for (const m of s.matchAll(KEEP)) {
    out += scrubPlain(s.slice(last, m.index)) + m[0];
    last = (m.index ?? 0) + m[0].length;
  }
  return out + scrubPlain(s.slice(last));
}

/** A copy of a logged value with PHI fields redacted at any depth and every other string scrubbed. */
export function scrubValue(value: unknown, depth = 0, key = ''): unknown {
  if (key && PHI_KEYS.has(key.toLowerCase().replace(/[_-]/g, ''))) return value === undefined || value === null ? value : '[redacted]';
  if (typeof value === 'string') return ID_KEYS.has(key) ? value : scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[depth]';
  if (value instanceof Error) {
    const e = value as Error & { code?: unknown };
    return { type: e.name, message: scrubText(e.message), stack: e.stack ? scrubText(e.stack) : undefined, code: e.code };
  }
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => scrubValue(v, depth + 1));
  if (Buffer.isBuffer(value)) return `[buffer ${value.length}]`;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrubValue(v, depth + 1, k);
  return out;
}

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      base: { service: 'helios' },
      redact: { paths: PHI_PATHS, censor: '[redacted]' },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((a, i) => {
            if (typeof a === 'string') return scrubText(a);
            if (i > 0) return a;
            return a instanceof Error ? { err: scrubValue(a) } : scrubValue(a);
          }) as typeof args;
          return method.apply(this, scrubbed);
        },
      },
    },
    destination as pino.DestinationStream | undefined,
  );
}

export type { Logger };
