/**
 * The people who can sign in at the embedded OpenID provider. Demo data: their passwords are
 * printed on the sign-in page, so nobody has to look them up. Clara's e-mail is not verified,
 * which shows how the shop treats an unverified address (it links no existing account).
 */
export interface DemoIdentity {
  /** The stable subject (`sub`) the provider issues for this person. */
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  password: string;
}

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  { subject: 'demo-anna', email: 'anna@example.com', emailVerified: true, givenName: 'Anna', familyName: 'Berger', password: 'anna-demo' },
  { subject: 'demo-ben', email: 'ben@example.com', emailVerified: true, givenName: 'Ben', familyName: 'Okafor', password: 'ben-demo' },
  { subject: 'demo-clara', email: 'clara@example.com', emailVerified: false, givenName: 'Clara', familyName: 'Weiss', password: 'clara-demo' },
];

export const fullName = (identity: DemoIdentity) => `${identity.givenName} ${identity.familyName}`;

/** The OpenID claims of one identity, limited to the scopes the client was granted. */
export function identityClaims(identity: DemoIdentity, scope: string): Record<string, string | boolean> {
  const scopes = new Set(scope.split(' '));
  return {
    sub: identity.subject,
    ...(scopes.has('email') ? { email: identity.email, email_verified: identity.emailVerified } : {}),
    ...(scopes.has('profile')
      ? { name: fullName(identity), given_name: identity.givenName, family_name: identity.familyName }
      : {}),
  };
}
