/**
 * The store's "generate username from e-mail" setting (WooCommerce → Settings → Accounts &
 * Privacy, option woocommerce_registration_generate_username; WooCommerce's default is on).
 * REGISTRATION_GENERATE_USERNAME: `1` (default) or `0`, the same variable the embedded backend
 * reads (server/config.ts); with a real store, set it as the store is set. On, the registration
 * form asks only for e-mail and password and the store makes the username; off, it asks for one.
 */
export function registrationGeneratesUsername(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.REGISTRATION_GENERATE_USERNAME?.trim() || '1';
  if (value !== '0' && value !== '1') throw new Error(`REGISTRATION_GENERATE_USERNAME must be 0 or 1, got "${value}"`);
  return value === '1';
}
