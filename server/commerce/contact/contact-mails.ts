import { defineMailTemplate } from '../mail';
import { mailLanguage, type MailLocale } from '../mail-locales';
import type { ContactInput } from './contact-input';

/**
 * The message as the shop's service team reads it, in the shop's German; Reply-To is the
 * shopper, so answering it answers them.
 */
export const contactMessageMail = defineMailTemplate<{ input: ContactInput; receivedAt: string }>('contact-message', ({ input, receivedAt }) => ({
  subject: `Kontaktformular: Nachricht von ${input.name}`,
  lang: 'de',
  blocks: [
    { type: 'heading', text: 'Neue Nachricht über das Kontaktformular' },
    {
      type: 'table',
      rows: [
        ['Name', input.name],
        ['E-Mail', input.email],
        ...(input.orderNumber ? ([['Bestellnummer', input.orderNumber]] as const) : []),
        ['Sprache', input.locale],
        ['Eingegangen', receivedAt],
      ],
    },
    { type: 'paragraph', text: input.message },
  ],
}));

interface CopyTexts {
  subject: (shop: string) => string;
  heading: string;
  intro: (shop: string) => string;
  orderNumber: string;
}

const COPY_TEXTS: Record<MailLocale, CopyTexts> = {
  de_DE: {
    subject: (shop) => `Kopie Ihrer Nachricht an ${shop}`,
    heading: 'Kopie Ihrer Nachricht',
    intro: (shop) => `Danke für Ihre Nachricht. ${shop} hat sie erhalten und antwortet Ihnen so bald wie möglich. Das haben Sie geschrieben:`,
    orderNumber: 'Bestellnummer',
  },
  en_US: {
    subject: (shop) => `Copy of your message to ${shop}`,
    heading: 'Copy of your message',
    intro: (shop) => `Thank you for your message. ${shop} has received it and will reply as soon as possible. This is what you wrote:`,
    orderNumber: 'Order number',
  },
  es_ES: {
    subject: (shop) => `Copia de tu mensaje a ${shop}`,
    heading: 'Copia de tu mensaje',
    intro: (shop) => `Gracias por tu mensaje. ${shop} lo ha recibido y te responderá lo antes posible. Esto es lo que escribiste:`,
    orderNumber: 'Número de pedido',
  },
  fr_FR: {
    subject: (shop) => `Copie de votre message à ${shop}`,
    heading: 'Copie de votre message',
    intro: (shop) => `Merci pour votre message. ${shop} l’a bien reçu et vous répondra dès que possible. Voici ce que vous avez écrit :`,
    orderNumber: 'Numéro de commande',
  },
  it_IT: {
    subject: (shop) => `Copia del tuo messaggio a ${shop}`,
    heading: 'Copia del tuo messaggio',
    intro: (shop) => `Grazie per il tuo messaggio. ${shop} lo ha ricevuto e ti risponderà il prima possibile. Ecco cosa hai scritto:`,
    orderNumber: 'Numero d’ordine',
  },
  pt_BR: {
    subject: (shop) => `Cópia da sua mensagem para ${shop}`,
    heading: 'Cópia da sua mensagem',
    intro: (shop) => `Obrigado pela sua mensagem. A ${shop} a recebeu e responderá o mais rápido possível. Foi isto que você escreveu:`,
    orderNumber: 'Número do pedido',
  },
};

/** The shopper's copy, in their language. */
export const contactCopyMail = defineMailTemplate<{ input: ContactInput; shop: string }>('contact-copy', ({ input, shop }) => {
  const texts = COPY_TEXTS[input.locale];
  return {
    subject: texts.subject(shop),
    lang: mailLanguage(input.locale),
    blocks: [
      { type: 'heading', text: texts.heading },
      { type: 'paragraph', text: texts.intro(shop) },
      ...(input.orderNumber ? [{ type: 'table' as const, rows: [[texts.orderNumber, input.orderNumber] as const] }] : []),
      { type: 'paragraph', text: input.message },
    ],
  };
});
