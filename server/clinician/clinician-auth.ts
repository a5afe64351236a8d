// Why this exists: who a /clinician socket is. Verifies the handshake JWT (HS256 pinned, expiry
// required, claims checked by zod), refuses anything else with `unauthorized`, and signs tokens.
import { jwtVerify, SignJWT } from 'jose';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import { ClinicianClaims, SPECIALTIES } from '../protocol/index.ts';
import { ipHash } from '../security/ip-hash.ts';
import { clientIp } from '../security/rate-limits.ts';

export const UNAUTHORIZED = 'unauthorized';
const ALG = 'HS256';
const MAX_TTL_S = 7 * 24 * 3600;
/** ids the consult machine uses for itself; a clinician may not carry them */
const RESERVED_IDS = new Set(['system', 'patient']);
/** what a token may name as its specialties: the known ids, or `*` for all of them */
const KNOWN_SPECIALTIES = new Set<string>([...SPECIALTIES, '*']);

/** The clinician id a claimed `sub` stands for (trimmed), or why it may not be one. */
function checkedClaims(sub: string, specialties: string[]): { id: string } | { problem: string } {
  const id = sub.trim();
  if (!id) return { problem: 'empty subject' };
  if (RESERVED_IDS.has(id.toLowerCase())) return { problem: `reserved subject "${id}"` };
  const unknown = specialties.find((s) => !KNOWN_SPECIALTIES.has(s));
  if (unknown !== undefined) return { problem: 'unknown specialty' };
  return { id };
}

/** A verified clinician: the token's claims plus when the token stops being valid. */
export interface ClinicianIdentity {
  id: string;
  specialties: string[];
  /** expiry, epoch seconds */
  exp: number;
}

export class AuthError extends Error {}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Verify a token; throws AuthError for any problem (the reason is for logs, never for the client). */
export async function verifyClinicianToken(token: unknown, secret: string): Promise<ClinicianIdentity> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) throw new AuthError('no token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALG], requiredClaims: ['exp', 'sub'] }));
  } catch (err) {
    throw new AuthError(`bad token: ${(err as Error).message}`);
  }
  const claims = ClinicianClaims.safeParse(payload);
  if (!claims.success) throw new AuthError(`bad claims: ${claims.error.issues[0]?.message ?? 'invalid'}`);
  const checked = checkedClaims(claims.data.sub, claims.data.specialties);
  if ('problem' in checked) throw new AuthError(`bad claims: ${checked.problem}`);
  return { id: checked.id, specialties: [...new Set(claims.data.specialties)], exp: payload.exp as number };
}

/** Parse a lifetime such as `90s`, `30m`, `8h`, `2d` or a bare number of seconds. */
export function parseTtl(ttl: string | number): number {
  if (typeof ttl === 'number') return validTtl(ttl);
  const m = /^(\d+)\s*([smhd]?)$/.exec(ttl.trim());
  if (!m) throw new Error(`invalid ttl "${ttl}" (use e.g. 900, 30m, 8h, 2d)`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return validTtl(Number(m[1]) * unit);
}

function validTtl(seconds: number): number {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_TTL_S) throw new Error(`ttl must be 1 s .. 7 d, got ${seconds} s`);
  return seconds;
}

export interface SignOptions {
  sub: string;
  specialties: string[];
  /** lifetime: seconds or `30m` / `8h` / `2d`; default 8 h */
  ttl?: string | number;
  secret: string;
  /** issue time override, epoch seconds (tests) */
  now?: number;
}

/** Sign a clinician token (HS256, `role: "clinician"`, `iat` and `exp`). */
export async function signClinicianToken(o: SignOptions): Promise<string> {
  const claims = ClinicianClaims.parse({ sub: o.sub, role: 'clinician', specialties: o.specialties });
  const checked = checkedClaims(claims.sub, claims.specialties);
  if ('problem' in checked) throw new Error(`cannot sign this clinician token: ${checked.problem}`);
  const iat = o.now ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, specialties: claims.specialties })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(checked.id)
    .setIssuedAt(iat)
    .setExpirationTime(iat + parseTtl(o.ttl ?? '8h'))
    .sign(keyOf(o.secret));
}

type AuthedSocket = Socket & { data: { clinician?: ClinicianIdentity } };

/**
 * Socket.IO middleware for the namespace. Without a secret every connection is refused (warned once).
 * A connected socket is disconnected when its token expires.
 */
export function clinicianAuth(secret: string | undefined, logger: Logger) {
  if (!secret) logger.warn('CLINICIAN_JWT_SECRET is not set: the /clinician namespace refuses every connection');
  return (socket: AuthedSocket, next: (err?: Error) => void): void => {
    if (!secret) return next(new Error(UNAUTHORIZED));
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    verifyClinicianToken(auth?.token, secret).then(
      (identity) => {
        socket.data.clinician = identity;
        const left = identity.exp * 1000 - Date.now();
        const timer = setTimeout(() => socket.disconnect(true), Math.min(left, 2 ** 31 - 1));
        timer.unref();
        socket.once('disconnect', () => clearTimeout(timer));
        next();
      },
      (err: Error) => {
        logger.info({ reason: err.message, ipHash: ipHash(clientIp(socket.handshake)) }, 'clinician connection refused');
        next(new Error(UNAUTHORIZED));
      },
    );
  };
}

/** True while the identity's token is still valid. */
export function stillValid(identity: ClinicianIdentity, nowMs = Date.now()): boolean {
  return identity.exp * 1000 > nowMs;
}
