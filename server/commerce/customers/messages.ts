import { escHtml } from './wordpress-sanitize';

/**
 * The texts WordPress, WooCommerce, WPGraphQL and Headless Login answer with for accounts
 * (docs/woographql-contract.md §7, §12). The storefront maps them to its own words
 * (docs/behaviour.md §8); they are kept verbatim so it works on a real store too.
 */
export const accountMessages = {
  // WooCommerce 10 wc_create_new_customer() and its checkout validation (the address esc_html'd).
  invalidEmail: 'Please provide a valid email address.',
  emailExists: (email: string) => `An account is already registered with ${escHtml(email)}. Please log in or use a different email address.`,
  emailExistsStart: 'An account is already registered with ',
  invalidUsername: 'Please provide a valid account username.',
  // WPGraphQL's registerCustomer, before WooCommerce: no e-mail left once WordPress has cleaned it.
  emailUnusable: 'The email address you are trying to use is invalid',
  // WordPress wp_insert_user().
  usernameTooLong: 'Username may not be longer than 60 characters.',
  usernameExists: 'An account is already registered with that username. Please choose another.',
  noPassword: 'A password was not provided and WooCommerce does not automatically generate one for you.',
  checkoutNoPassword: 'Please enter an account password.',
  // Headless Login.
  alreadyLoggedIn: 'You are already logged in.',
  couldNotLogIn: 'The user could not be logged in.',
  missingCredentials: 'Missing username or password.',
  needsCredentials: 'The PASSWORD provider requires the use of the `credentials` input arg.',
  // WPGraphQL core.
  resetRequestNeedsLogin: 'Enter a username or email address.',
  resetKeyRequired: 'A password reset key is required.',
  resetLoginRequired: 'A user login is required.',
  resetPasswordRequired: 'A new password is required.',
  resetKeyInvalid: 'Password reset link is invalid.',
  resetKeyExpired: 'Password reset link has expired.',
  notAuthorizedCustomer: 'Not authorized to access this customer',
  notAuthorizedUpdateCustomer: 'Not authorized to update this customer',
  notAuthorizedUpdateUser: 'Sorry, you are not allowed to edit this user.',
  emailInUse: 'This email address is already registered.',
  metaNeedsAccount: 'Customer meta data is kept for signed-in customers only.',
  // The shop's own rules, stricter than WordPress (docs/security.md): no WordPress text exists.
  passwordTooShort: (min: number) => `The password must be at least ${min} characters long.`,
  passwordTooLong: (max: number) => `The password must be at most ${max} characters long.`,
  freshLoginRequired: 'Please sign in again with your current password to change your password or e-mail address.',
} as const;
