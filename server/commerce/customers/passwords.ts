import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id (the library's default algorithm) at OWASP's 19 MiB memory cost
 * with four passes, which costs 50–100 ms per login on this machine (docs/benchmarks.md), enough to make
 * guessing slow and little enough for the shop to stay quick. Stored as the PHC string, so
 * changing the costs later still verifies the old hashes.
 */
const COSTS = { memoryCost: 19_456, timeCost: 4, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, COSTS);

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
