import { defineMailTemplate } from '../mail';
import { mailLanguage, type MailLocale } from '../mail-locales';

interface ConfirmationVars {
  locale: MailLocale;
  shop: string;
  /** The item as its mails name it (items.ts itemTitle). */
  item: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  validHours: number;
}

interface NoticeVars {
  locale: MailLocale;
  shop: string;
  item: string;
  itemUrl: string;
  unsubscribeUrl: string;
}

interface Texts {
  confirmSubject: (item: string) => string;
  confirmHeading: string;
  confirmIntro: (shop: string, item: string) => string;
  confirmAction: string;
  validity: (hours: number) => string;
  ignore: string;
  noticeSubject: (item: string) => string;
  noticeHeading: string;
  noticeIntro: (item: string) => string;
  noticeAction: string;
  noticeOnce: string;
  unsubscribe: string;
}

const TEXTS: Record<MailLocale, Texts> = {
  de_DE: {
    confirmSubject: (item) => `Bitte bestätigen Sie: Benachrichtigung für „${item}“`,
    confirmHeading: 'Benachrichtigung bestätigen',
    confirmIntro: (shop, item) => `Jemand möchte mit dieser E-Mail-Adresse von ${shop} benachrichtigt werden, sobald „${item}“ wieder verfügbar ist. Wir schreiben Ihnen erst, wenn Sie das bestätigen.`,
    confirmAction: 'Benachrichtigung bestätigen',
    validity: (hours) => `Der Link gilt ${hours} Stunden und nur einmal.`,
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ohne Bestätigung senden wir Ihnen nichts.',
    noticeSubject: (item) => `Wieder da: ${item}`,
    noticeHeading: 'Wieder verfügbar',
    noticeIntro: (item) => `„${item}“ ist wieder verfügbar. Solange der Vorrat reicht.`,
    noticeAction: 'Zum Artikel',
    noticeOnce: 'Diese Benachrichtigung senden wir nur einmal.',
    unsubscribe: 'Keine Benachrichtigung mehr? Hier abmelden',
  },
  en_US: {
    confirmSubject: (item) => `Please confirm: alert for “${item}”`,
    confirmHeading: 'Confirm your alert',
    confirmIntro: (shop, item) => `Someone asked ${shop} to e-mail this address as soon as “${item}” is available again. We only write once you confirm.`,
    confirmAction: 'Confirm alert',
    validity: (hours) => `The link is valid for ${hours} hours and can be used once.`,
    ignore: 'If this was not you, ignore this e-mail: without confirmation we send you nothing.',
    noticeSubject: (item) => `Back in stock: ${item}`,
    noticeHeading: 'Available again',
    noticeIntro: (item) => `“${item}” is available again, while stocks last.`,
    noticeAction: 'View item',
    noticeOnce: 'We send this alert only once.',
    unsubscribe: 'No more alerts? Unsubscribe here',
  },
  es_ES: {
    confirmSubject: (item) => `Confirma el aviso para «${item}»`,
    confirmHeading: 'Confirma tu aviso',
    confirmIntro: (shop, item) => `Alguien ha pedido a ${shop} que avise a esta dirección de correo en cuanto «${item}» vuelva a estar disponible. Solo te escribiremos cuando lo confirmes.`,
    confirmAction: 'Confirmar aviso',
    validity: (hours) => `El enlace es válido durante ${hours} horas y solo una vez.`,
    ignore: 'Si no has sido tú, ignora este correo: sin confirmación no te enviaremos nada.',
    noticeSubject: (item) => `De nuevo disponible: ${item}`,
    noticeHeading: 'De nuevo disponible',
    noticeIntro: (item) => `«${item}» vuelve a estar disponible, hasta agotar existencias.`,
    noticeAction: 'Ver artículo',
    noticeOnce: 'Este aviso solo lo enviamos una vez.',
    unsubscribe: '¿No quieres más avisos? Date de baja aquí',
  },
  fr_FR: {
    confirmSubject: (item) => `Veuillez confirmer l’alerte pour « ${item} »`,
    confirmHeading: 'Confirmez votre alerte',
    confirmIntro: (shop, item) => `Quelqu’un a demandé à ${shop} de prévenir cette adresse e-mail dès que « ${item} » sera de nouveau disponible. Nous ne vous écrirons qu’après votre confirmation.`,
    confirmAction: 'Confirmer l’alerte',
    validity: (hours) => `Le lien est valable ${hours} heures et une seule fois.`,
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail : sans confirmation, nous ne vous enverrons rien.',
    noticeSubject: (item) => `De retour en stock : ${item}`,
    noticeHeading: 'De nouveau disponible',
    noticeIntro: (item) => `« ${item} » est de nouveau disponible, dans la limite des stocks disponibles.`,
    noticeAction: 'Voir l’article',
    noticeOnce: 'Nous n’envoyons cette alerte qu’une seule fois.',
    unsubscribe: 'Plus d’alertes ? Se désinscrire ici',
  },
  it_IT: {
    confirmSubject: (item) => `Conferma l’avviso per «${item}»`,
    confirmHeading: 'Conferma il tuo avviso',
    confirmIntro: (shop, item) => `Qualcuno ha chiesto a ${shop} di avvisare questo indirizzo e-mail appena «${item}» sarà di nuovo disponibile. Ti scriveremo solo dopo la tua conferma.`,
    confirmAction: 'Conferma avviso',
    validity: (hours) => `Il link è valido ${hours} ore e una sola volta.`,
    ignore: 'Se non sei stato tu, ignora questa e-mail: senza conferma non ti invieremo nulla.',
    noticeSubject: (item) => `Di nuovo disponibile: ${item}`,
    noticeHeading: 'Di nuovo disponibile',
    noticeIntro: (item) => `«${item}» è di nuovo disponibile, fino a esaurimento scorte.`,
    noticeAction: 'Vai all’articolo',
    noticeOnce: 'Inviamo questo avviso una sola volta.',
    unsubscribe: 'Non vuoi più avvisi? Annulla l’iscrizione qui',
  },
  pt_BR: {
    confirmSubject: (item) => `Confirme o aviso para “${item}”`,
    confirmHeading: 'Confirme seu aviso',
    confirmIntro: (shop, item) => `Alguém pediu à ${shop} que avise este endereço de e-mail assim que “${item}” estiver disponível novamente. Só escreveremos depois que você confirmar.`,
    confirmAction: 'Confirmar aviso',
    validity: (hours) => `O link é válido por ${hours} horas e pode ser usado uma única vez.`,
    ignore: 'Se não foi você, ignore este e-mail: sem confirmação, não enviaremos nada.',
    noticeSubject: (item) => `De volta ao estoque: ${item}`,
    noticeHeading: 'Disponível novamente',
    noticeIntro: (item) => `“${item}” está disponível novamente, enquanto durarem os estoques.`,
    noticeAction: 'Ver produto',
    noticeOnce: 'Enviamos este aviso apenas uma vez.',
    unsubscribe: 'Não quer mais avisos? Cancele aqui',
  },
};

/** The double opt-in mail of an alert, in the language the shopper asked in. */
export const backInStockConfirmationMail = defineMailTemplate<ConfirmationVars>('back-in-stock-confirmation', (vars) => {
  const texts = TEXTS[vars.locale];
  return {
    subject: texts.confirmSubject(vars.item),
    lang: mailLanguage(vars.locale),
    blocks: [
      { type: 'heading', text: texts.confirmHeading },
      { type: 'paragraph', text: texts.confirmIntro(vars.shop, vars.item) },
      { type: 'action', label: texts.confirmAction, url: vars.confirmUrl },
      { type: 'paragraph', text: texts.validity(vars.validHours) },
      { type: 'paragraph', text: texts.ignore },
      { type: 'action', label: texts.unsubscribe, url: vars.unsubscribeUrl },
    ],
  };
});

/** The alert itself: the item is available again, with a link to it (its options chosen). */
export const backInStockNoticeMail = defineMailTemplate<NoticeVars>('back-in-stock-notice', (vars) => {
  const texts = TEXTS[vars.locale];
  return {
    subject: texts.noticeSubject(vars.item),
    lang: mailLanguage(vars.locale),
    blocks: [
      { type: 'heading', text: texts.noticeHeading },
      { type: 'paragraph', text: texts.noticeIntro(vars.item) },
      { type: 'action', label: texts.noticeAction, url: vars.itemUrl },
      { type: 'paragraph', text: texts.noticeOnce },
      { type: 'action', label: texts.unsubscribe, url: vars.unsubscribeUrl },
    ],
  };
});
