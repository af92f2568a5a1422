import { defineMailTemplate } from '../template';

export interface PasswordResetVars {
  username: string;
  /** The storefront's /my-account/lost-password link with key and login. */
  resetUrl: string;
  validHours: number;
}

/** The reset-password mail (WooCommerce's customer_reset_password), in the shop's German. */
export const passwordResetMail = defineMailTemplate<PasswordResetVars>('password-reset', (vars) => ({
  subject: 'Passwort zurücksetzen bei Vitrine',
  lang: 'de',
  blocks: [
    { type: 'heading', text: 'Passwort zurücksetzen' },
    { type: 'paragraph', text: `Hallo ${vars.username}, jemand hat ein neues Passwort für Ihr Kundenkonto angefordert.` },
    { type: 'action', label: 'Neues Passwort festlegen', url: vars.resetUrl },
    { type: 'paragraph', text: `Der Link gilt ${vars.validHours} Stunden und nur einmal.` },
    { type: 'paragraph', text: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.' },
  ],
}));
