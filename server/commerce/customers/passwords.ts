import { hash, verify } from '@node-rs/argon2';
import { accountMessages } from './messages';
import { phpTrim } from './wordpress-sanitize';
/**
 * Password hashing: argon2id (the library's default algorithm) at OWASP's 19 MiB memory cost
 * with twelve passes, so one login costs 50–150 ms on these machines (docs/benchmarks.md: four
 * passes made it 25 ms), enough to make guessing slow and little enough for the shop to stay
 * quick. More passes rather than more memory: concurrent logins then cost no more memory.
 * Stored as the PHC string, so hashes made with other costs still verify.
 */
export const PASSWORD_HASH_COSTS = { memoryCost: 19_456, timeCost: 12, parallelism: 1 } as const;

/**
 * WordPress trims a password when it stores one (wp_hash_password) and when it checks a sign-in
 * (wp_authenticate), so outer spaces never count: " Geheim-42 " and "Geheim-42" are one password
 * (docs/woographql-contract.md §7b). Hashes and checks here take the trimmed password too.
 */
export const storedPassword = (password: string) => phpTrim(password);

export const hashPassword = (password: string): Promise<string> => hash(storedPassword(password), PASSWORD_HASH_COSTS);

/**
 * False for an account without a password (made by a third-party sign-in) and for a wrong one.
 * A hash made before passwords were trimmed here may hold outer spaces: the password as typed is
 * tried second, so those accounts still open with what their owners chose.
 */
export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  const trimmed = storedPassword(password);
  if (!stored || !trimmed) return false;
  if (await verify(stored, trimmed).catch(() => false)) return true;
  return trimmed !== password && verify(stored, password).catch(() => false);
}

/**
 * A hash to verify against when the account does not exist, so that "unknown user" takes as
 * long as "wrong password" (no timing hint on which accounts exist).
 */
let decoy: Promise<string> | null = null;
export async function spendVerifyTime(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password, never used');
  await passwordMatches(await decoy, password || 'x');
}

/** The shop's password rule, the same at registration, checkout, reset and change (docs/security.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 4096;

/**
 * A new password's problem in the shop's words, or null when it is acceptable. The length is
 * that of the password as stored — trimmed, so one of spaces only, which a real store stores
 * and then never lets sign in, is refused as too short — in characters, not UTF-16 units.
 */
export function newPasswordProblem(password: string): string | null {
  const length = [...storedPassword(password)].length;
  if (length < PASSWORD_MIN_LENGTH) return accountMessages.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) return accountMessages.passwordTooLong(PASSWORD_MAX_LENGTH);
  return null;
}
