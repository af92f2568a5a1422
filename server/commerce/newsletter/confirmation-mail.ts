import { defineMailTemplate } from '../mail';
import { mailLanguage, type MailLocale } from '../mail-locales';

interface ConfirmationVars {
  locale: MailLocale;
  shop: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  validHours: number;
}

interface Texts {
  subject: (shop: string) => string;
  heading: string;
  intro: (shop: string) => string;
  action: string;
  validity: (hours: number) => string;
  ignore: string;
  unsubscribe: string;
}

const TEXTS: Record<MailLocale, Texts> = {
  de_DE: {
    subject: (shop) => `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${shop}`,
    heading: 'Newsletter-Anmeldung bestätigen',
    intro: (shop) => `Jemand hat diese E-Mail-Adresse für den Newsletter von ${shop} angemeldet. Sie erhalten ihn erst, wenn Sie die Anmeldung bestätigen.`,
    action: 'Anmeldung bestätigen',
    validity: (hours) => `Der Link gilt ${hours} Stunden und nur einmal.`,
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne Bestätigung senden wir Ihnen nichts.',
    unsubscribe: 'Keine E-Mails mehr von uns? Hier abmelden',
  },
  en_US: {
    subject: (shop) => `Please confirm your newsletter sign-up at ${shop}`,
    heading: 'Confirm your newsletter sign-up',
    intro: (shop) => `Someone signed this e-mail address up for the ${shop} newsletter. You will only receive it once you confirm.`,
    action: 'Confirm sign-up',
    validity: (hours) => `The link is valid for ${hours} hours and can be used once.`,
    ignore: 'If this was not you, ignore this e-mail: without confirmation we send you nothing.',
    unsubscribe: 'No more e-mails from us? Unsubscribe here',
  },
  es_ES: {
    subject: (shop) => `Confirma tu suscripción al boletín de ${shop}`,
    heading: 'Confirma tu suscripción al boletín',
    intro: (shop) => `Alguien ha suscrito esta dirección de correo electrónico al boletín de ${shop}. Solo lo recibirás cuando confirmes la suscripción.`,
    action: 'Confirmar suscripción',
    validity: (hours) => `El enlace es válido durante ${hours} horas y solo una vez.`,
    ignore: 'Si no has sido tú, ignora este correo: sin confirmación no te enviaremos nada.',
    unsubscribe: '¿No quieres recibir más correos nuestros? Date de baja aquí',
  },
  fr_FR: {
    subject: (shop) => `Veuillez confirmer votre inscription à la newsletter de ${shop}`,
    heading: 'Confirmez votre inscription à la newsletter',
    intro: (shop) => `Quelqu’un a inscrit cette adresse e-mail à la newsletter de ${shop}. Vous ne la recevrez qu’après avoir confirmé l’inscription.`,
    action: 'Confirmer l’inscription',
    validity: (hours) => `Le lien est valable ${hours} heures et une seule fois.`,
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail : sans confirmation, nous ne vous enverrons rien.',
    unsubscribe: 'Vous ne souhaitez plus recevoir nos e-mails ? Se désinscrire ici',
  },
  it_IT: {
    subject: (shop) => `Conferma la tua iscrizione alla newsletter di ${shop}`,
    heading: 'Conferma l’iscrizione alla newsletter',
    intro: (shop) => `Qualcuno ha iscritto questo indirizzo e-mail alla newsletter di ${shop}. La riceverai solo dopo aver confermato l’iscrizione.`,
    action: 'Conferma iscrizione',
    validity: (hours) => `Il link è valido ${hours} ore e una sola volta.`,
    ignore: 'Se non sei stato tu, ignora questa e-mail: senza conferma non ti invieremo nulla.',
    unsubscribe: 'Non vuoi più ricevere e-mail da noi? Annulla l’iscrizione qui',
  },
  pt_BR: {
    subject: (shop) => `Confirme sua inscrição na newsletter da ${shop}`,
    heading: 'Confirme sua inscrição na newsletter',
    intro: (shop) => `Alguém inscreveu este endereço de e-mail na newsletter da ${shop}. Você só a receberá depois de confirmar a inscrição.`,
    action: 'Confirmar inscrição',
    validity: (hours) => `O link é válido por ${hours} horas e pode ser usado uma única vez.`,
    ignore: 'Se não foi você, ignore este e-mail: sem confirmação, não enviaremos nada.',
    unsubscribe: 'Não quer mais receber nossos e-mails? Cancele a inscrição aqui',
  },
};

/** The double opt-in mail, in the language the shopper signed up in. */
export const newsletterConfirmationMail = defineMailTemplate<ConfirmationVars>('newsletter-confirmation', (vars) => {
  const texts = TEXTS[vars.locale];
  return {
    subject: texts.subject(vars.shop),
    lang: mailLanguage(vars.locale),
    blocks: [
      { type: 'heading', text: texts.heading },
      { type: 'paragraph', text: texts.intro(vars.shop) },
      { type: 'action', label: texts.action, url: vars.confirmUrl },
      { type: 'paragraph', text: texts.validity(vars.validHours) },
      { type: 'paragraph', text: texts.ignore },
      { type: 'action', label: texts.unsubscribe, url: vars.unsubscribeUrl },
    ],
  };
});
