import type { MailLanguage } from '../language';
import { defineMailTemplate } from '../template';

export interface PasswordResetVars {
  username: string;
  /** The storefront's /my-account/lost-password link with key and login. */
  resetUrl: string;
  validHours: number;
  /** The language the shopper asked in (mail/language.ts). */
  language: MailLanguage;
}

interface ResetTexts {
  lang: string;
  subject: string;
  heading: string;
  greeting: (username: string) => string;
  action: string;
  validity: (hours: number) => string;
  notYou: string;
}

const TEXTS: Record<MailLanguage, ResetTexts> = {
  de: {
    lang: 'de',
    subject: 'Passwort zurücksetzen bei Vitrine',
    heading: 'Passwort zurücksetzen',
    greeting: (username) => `Hallo ${username}, jemand hat ein neues Passwort für Ihr Kundenkonto angefordert.`,
    action: 'Neues Passwort festlegen',
    validity: (hours) => `Der Link gilt ${hours} Stunden und nur einmal.`,
    notYou: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  },
  en: {
    lang: 'en',
    subject: 'Reset your password at Vitrine',
    heading: 'Reset your password',
    greeting: (username) => `Hello ${username}, someone asked for a new password for your customer account.`,
    action: 'Set a new password',
    validity: (hours) => `The link is valid for ${hours} hours and can be used once.`,
    notYou: 'If this was not you, you can ignore this e-mail: your password stays as it is.',
  },
  es: {
    lang: 'es',
    subject: 'Restablecer tu contraseña en Vitrine',
    heading: 'Restablecer tu contraseña',
    greeting: (username) => `Hola ${username}, alguien ha solicitado una nueva contraseña para tu cuenta de cliente.`,
    action: 'Establecer una nueva contraseña',
    validity: (hours) => `El enlace es válido durante ${hours} horas y solo una vez.`,
    notYou: 'Si no has sido tú, puedes ignorar este correo: tu contraseña no cambia.',
  },
  fr: {
    lang: 'fr',
    subject: 'Réinitialiser votre mot de passe chez Vitrine',
    heading: 'Réinitialiser votre mot de passe',
    greeting: (username) => `Bonjour ${username}, quelqu’un a demandé un nouveau mot de passe pour votre compte client.`,
    action: 'Choisir un nouveau mot de passe',
    validity: (hours) => `Le lien est valable ${hours} heures et une seule fois.`,
    notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  it: {
    lang: 'it',
    subject: 'Reimposta la tua password su Vitrine',
    heading: 'Reimposta la password',
    greeting: (username) => `Ciao ${username}, qualcuno ha richiesto una nuova password per il tuo account cliente.`,
    action: 'Imposta una nuova password',
    validity: (hours) => `Il link è valido per ${hours} ore e una sola volta.`,
    notYou: 'Se non sei stato tu, puoi ignorare questa e-mail: la tua password resta invariata.',
  },
  pt: {
    lang: 'pt-BR',
    subject: 'Redefinir sua senha na Vitrine',
    heading: 'Redefinir sua senha',
    greeting: (username) => `Olá ${username}, alguém pediu uma nova senha para a sua conta de cliente.`,
    action: 'Definir uma nova senha',
    validity: (hours) => `O link vale por ${hours} horas e pode ser usado uma única vez.`,
    notYou: 'Se não foi você, pode ignorar este e-mail: sua senha continua a mesma.',
  },
};

/** The reset-password mail (WooCommerce's customer_reset_password), in the language the shopper asked in. */
export const passwordResetMail = defineMailTemplate<PasswordResetVars>('password-reset', (vars) => {
  const texts = TEXTS[vars.language];
  return {
    subject: texts.subject,
    lang: texts.lang,
    blocks: [
      { type: 'heading', text: texts.heading },
      { type: 'paragraph', text: texts.greeting(vars.username) },
      { type: 'action', label: texts.action, url: vars.resetUrl },
      { type: 'paragraph', text: texts.validity(vars.validHours) },
      { type: 'paragraph', text: texts.notYou },
    ],
  };
});
