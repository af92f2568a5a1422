import { hash, verify } from '@node-rs/argon2';
import { accountMessages } from './messages';
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

/** The shop's password rule, the same at registration, checkout, reset and change (docs/security.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 4096;

/**
 * A new password's problem in the shop's words, or null when it is acceptable. Passwords are
 * kept byte for byte, never trimmed (WordPress's wp_signon does not trim either), so a password
 * with outer spaces signs in as typed; its length counts characters, not UTF-16 units.
 */
export function newPasswordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong(PASSWORD_MAX_LENGTH);
  return null;
}
