import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id (the library's default algorithm) at OWASP's 19 MiB memory cost
 * with twelve passes, so one login costs 50–150 ms on these machines (docs/benchmarks.md: four
 * passes made it 25 ms), enough to make guessing slow and little enough for the shop to stay
 * quick. More passes rather than more memory: concurrent logins then cost no more memory.
 * Stored as the PHC string, so hashes made with other costs still verify.
 */
export const PASSWORD_HASH_COSTS = { memoryCost: 19_456, timeCost: 12, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, PASSWORD_HASH_COSTS);

/** False for an account without a password (made by a third-party sign-in) and for a wrong one. */
export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  if (!stored || !password) return false;
  return verify(stored, password).catch(() => false);
}

/**
 * A hash to verify against when the account does not exist, so that "unknown user" takes as
 * long as "wrong password" (no timing hint on which accounts exist).
 */
let decoy: Promise<string> | null = null;
export async function spendVerifyTime(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password, never used');
  await verify(await decoy, password || 'x').catch(() => false);
}
