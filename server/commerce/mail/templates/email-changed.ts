import { defineMailTemplate } from '../template';

export interface EmailChangedVars {
  username: string;
  newEmail: string;
  /** The storefront's /my-account/lost-password page: the owner takes the account back from there. */
  recoverUrl: string;
}

/**
 * To the old address after an e-mail change (WordPress's email_change_email), in the shop's
 * German: if the owner did not make the change, their account is no longer theirs to reach by
 * mail, so this is their last warning.
 */
export const emailChangedMail = defineMailTemplate<EmailChangedVars>('email-changed', (vars) => ({
  subject: 'Ihre E-Mail-Adresse bei Vitrine wurde geändert',
  lang: 'de',
  blocks: [
    { type: 'heading', text: 'E-Mail-Adresse geändert' },
    { type: 'paragraph', text: `Hallo ${vars.username}, die E-Mail-Adresse Ihres Kundenkontos wurde soeben in ${vars.newEmail} geändert.` },
    { type: 'paragraph', text: 'Waren Sie das nicht? Setzen Sie sofort Ihr Passwort zurück und wenden Sie sich an uns.' },
    { type: 'action', label: 'Passwort zurücksetzen', url: vars.recoverUrl },
  ],
}));
