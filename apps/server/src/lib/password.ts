import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP minimum for argon2id (the library's default algorithm): m=19 MiB, t=2, p=1. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** The password hasher and verifier the use cases call (deps.passwords; tests count the calls through it). */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hashed: string | null, password: string): Promise<boolean>;
}

export const passwords = (): Passwords => ({ hash: hashPassword, verify: verifyPassword });

let dummy: Promise<string> | null = null;
/**
 * A hash of a random password at the same cost: a sign-in for an unknown account is verified against it, so it
 * takes as long as one for an existing account (no enumeration by timing).
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
