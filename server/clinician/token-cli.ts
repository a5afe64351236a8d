// Why this exists: `npm run token -- --sub dr-lee --specialties cardiology,general_practice [--ttl 8h]`
// prints a clinician token signed with CLINICIAN_JWT_SECRET, for the dashboard and for operators.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { SPECIALTIES } from '../protocol/index.ts';
import { parseTtl, signClinicianToken } from './clinician-auth.ts';

const USAGE = `usage: npm run token -- --sub <clinician-id> --specialties <a,b,...|*> [--ttl 8h]

  --sub           the clinician's id (recorded in every audit entry they cause)
  --specialties   comma-separated specialty ids, or * for every case
  --ttl           lifetime: seconds, or 30m / 8h / 2d (default 8h, at most 7d)

Reads CLINICIAN_JWT_SECRET (at least 16 characters) from the environment.`;

export class UsageError extends Error {}

/** Parse the arguments and sign; returns the token. */
export async function run(argv: string[], env: Record<string, string | undefined>): Promise<string> {
  let values: { sub?: string; specialties?: string; ttl?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { sub: { type: 'string' }, specialties: { type: 'string' }, ttl: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) throw new UsageError('');
  const secret = env.CLINICIAN_JWT_SECRET;
  if (!secret) throw new UsageError('CLINICIAN_JWT_SECRET is not set; export the same secret the server uses');
  if (secret.length < 16) throw new UsageError('CLINICIAN_JWT_SECRET must be at least 16 characters');
  if (!values.sub?.trim()) throw new UsageError('--sub is required');
  const specialties = (values.specialties ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (specialties.length === 0) throw new UsageError('--specialties is required (for example cardiology,general_practice or *)');
  const known = new Set<string>([...SPECIALTIES, '*']);
  const unknown = specialties.filter((s) => !known.has(s));
  if (unknown.length) throw new UsageError(`unknown specialty: ${unknown.join(', ')} (known: ${SPECIALTIES.join(', ')})`);
  const ttl = values.ttl ?? '8h';
  try {
    parseTtl(ttl);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  return signClinicianToken({ sub: values.sub.trim(), specialties, ttl, secret });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run(process.argv.slice(2), process.env).then(
    (token) => process.stdout.write(`${token}\n`),
    (err: Error) => {
      if (err instanceof UsageError) {
        if (err.message) process.stderr.write(`token: ${err.message}\n\n`);
        process.stderr.write(`${USAGE}\n`);
      } else process.stderr.write(`token: ${err.message}\n`);
      process.exitCode = 2;
    },
  );
}
