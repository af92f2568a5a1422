import type { MailLanguage } from './order-confirmation-texts';

/**
 * The words of the order mail when the merchant changes an order's status (orders/update-order.ts),
 * as WooCommerce's "Completed order" and "Cancelled order" customer mails: the order follows below
 * them, as in the confirmation. Kept beside the confirmation's texts, in the same six languages.
 */
export interface OrderStatusMailTexts {
  subjectCompleted: (order: string, shop: string) => string;
  headingCompleted: (order: string) => string;
  /** The intro of a completed order, by how it reaches the shopper. */
  introShipped: (firstName: string) => string;
  introPickup: (firstName: string) => string;
  /** Nothing to ship (downloads, gift vouchers), or cash on delivery: completed once handed over and paid. */
  introCompleted: (firstName: string) => string;
  subjectCancelled: (order: string, shop: string) => string;
  headingCancelled: (order: string) => string;
  /** Only an unpaid order is cancelled (update-order.ts): nothing was taken, nothing is owed. */
  introCancelled: (firstName: string) => string;
  /** A gift card paid part of the cancelled order: its credit is on the card again. */
  giftCardCreditReturned: string;
}

const de: OrderStatusMailTexts = {
  subjectCompleted: (order, shop) => `Ihre Bestellung ${order} bei ${shop} ist abgeschlossen`,
  headingCompleted: (order) => `Ihre Bestellung ${order} ist abgeschlossen`,
  introShipped: (name) => `${name ? `Hallo ${name}, g` : 'G'}ute Nachrichten: Ihre Bestellung ist auf dem Weg zu Ihnen. Hier ist sie noch einmal auf einen Blick.`,
  introPickup: (name) => `${name ? `Hallo ${name}, I` : 'I'}hre Bestellung liegt zur Abholung in unserem Laden bereit. Hier ist sie noch einmal auf einen Blick.`,
  introCompleted: (name) => `${name ? `Hallo ${name}, v` : 'V'}ielen Dank für Ihren Einkauf: Wir haben Ihre Bestellung abgeschlossen. Hier ist sie noch einmal auf einen Blick.`,
  subjectCancelled: (order, shop) => `Ihre Bestellung ${order} bei ${shop} wurde storniert`,
  headingCancelled: (order) => `Bestellung ${order} storniert`,
  introCancelled: (name) => `${name ? `Hallo ${name}, w` : 'W'}ir haben Ihre Bestellung storniert. Sie wird nicht geliefert, und Sie müssen nichts bezahlen. Bei Fragen erreichen Sie uns unter den Kontaktdaten am Ende dieser E-Mail.`,
  giftCardCreditReturned: 'Das Guthaben, das Ihre Geschenkkarte für diese Bestellung gezahlt hat, steht wieder auf der Karte.',
};

const en: OrderStatusMailTexts = {
  subjectCompleted: (order, shop) => `Your ${shop} order ${order} is complete`,
  headingCompleted: (order) => `Your order ${order} is complete`,
  introShipped: (name) => `${name ? `Hello ${name}, g` : 'G'}ood news: your order is on its way to you. Here it is at a glance once more.`,
  introPickup: (name) => `${name ? `Hello ${name}, y` : 'Y'}our order is ready for collection in our shop. Here it is at a glance once more.`,
  introCompleted: (name) => `${name ? `Hello ${name}, t` : 'T'}hank you for shopping with us: we have completed your order. Here it is at a glance once more.`,
  subjectCancelled: (order, shop) => `Your ${shop} order ${order} has been cancelled`,
  headingCancelled: (order) => `Order ${order} cancelled`,
  introCancelled: (name) => `${name ? `Hello ${name}, w` : 'W'}e have cancelled your order. It will not be delivered, and you do not have to pay anything. If you have any questions, our contact details are at the end of this e-mail.`,
  giftCardCreditReturned: 'The credit your gift card paid towards this order is back on the card.',
};

const es: OrderStatusMailTexts = {
  subjectCompleted: (order, shop) => `Tu pedido ${order} en ${shop} está completado`,
  headingCompleted: (order) => `Tu pedido ${order} está completado`,
  introShipped: (name) => `${name ? `Hola, ${name}: b` : 'B'}uenas noticias: tu pedido ya está en camino. Aquí lo tienes de nuevo de un vistazo.`,
  introPickup: (name) => `${name ? `Hola, ${name}: t` : 'T'}u pedido ya está listo para recoger en nuestra tienda. Aquí lo tienes de nuevo de un vistazo.`,
  introCompleted: (name) => `${name ? `Hola, ${name}: g` : 'G'}racias por tu compra. Hemos completado tu pedido. Aquí lo tienes de nuevo de un vistazo.`,
  subjectCancelled: (order, shop) => `Tu pedido ${order} en ${shop} ha sido cancelado`,
  headingCancelled: (order) => `Pedido ${order} cancelado`,
  introCancelled: (name) => `${name ? `Hola, ${name}: h` : 'H'}emos cancelado tu pedido. No se enviará y no tienes que pagar nada. Si tienes alguna pregunta, encontrarás nuestros datos de contacto al final de este correo.`,
  giftCardCreditReturned: 'El saldo que tu tarjeta regalo pagó por este pedido vuelve a estar en la tarjeta.',
};

const fr: OrderStatusMailTexts = {
  subjectCompleted: (order, shop) => `Votre commande ${order} chez ${shop} est terminée`,
  headingCompleted: (order) => `Votre commande ${order} est terminée`,
  introShipped: (name) => `${name ? `Bonjour ${name}, b` : 'B'}onne nouvelle : votre commande est en route. La voici à nouveau en un coup d’œil.`,
  introPickup: (name) => `${name ? `Bonjour ${name}, v` : 'V'}otre commande vous attend dans notre boutique. La voici à nouveau en un coup d’œil.`,
  introCompleted: (name) => `${name ? `Bonjour ${name}, m` : 'M'}erci pour votre achat : nous avons terminé votre commande. La voici à nouveau en un coup d’œil.`,
  subjectCancelled: (order, shop) => `Votre commande ${order} chez ${shop} a été annulée`,
  headingCancelled: (order) => `Commande ${order} annulée`,
  introCancelled: (name) => `${name ? `Bonjour ${name}, n` : 'N'}ous avons annulé votre commande. Elle ne sera pas livrée et vous n’avez rien à payer. Pour toute question, nos coordonnées figurent à la fin de cet e-mail.`,
  giftCardCreditReturned: 'Le montant payé par votre carte cadeau pour cette commande est de nouveau disponible sur la carte.',
};

const it: OrderStatusMailTexts = {
  subjectCompleted: (order, shop) => `Il tuo ordine ${order} su ${shop} è completato`,
  headingCompleted: (order) => `Il tuo ordine ${order} è completato`,
  introShipped: (name) => `${name ? `Ciao ${name}, b` : 'B'}uone notizie: il tuo ordine è in viaggio verso di te. Eccolo di nuovo a colpo d’occhio.`,
  introPickup: (name) => `${name ? `Ciao ${name}, i` : 'I'}l tuo ordine è pronto per il ritiro nel nostro negozio. Eccolo di nuovo a colpo d’occhio.`,
  introCompleted: (name) => `${name ? `Ciao ${name}, g` : 'G'}razie per il tuo acquisto: abbiamo completato il tuo ordine. Eccolo di nuovo a colpo d’occhio.`,
  subjectCancelled: (order, shop) => `Il tuo ordine ${order} su ${shop} è stato annullato`,
  headingCancelled: (order) => `Ordine ${order} annullato`,
  introCancelled: (name) => `${name ? `Ciao ${name}, a` : 'A'}bbiamo annullato il tuo ordine. Non verrà consegnato e non devi pagare nulla. Per qualsiasi domanda, trovi i nostri contatti alla fine di questa e-mail.`,
  giftCardCreditReturned: 'Il credito che la tua carta regalo ha pagato per questo ordine è di nuovo sulla carta.',
};

const ptBr: OrderStatusMailTexts = {
  subjectCompleted: (order, shop) => `Seu pedido ${order} na ${shop} foi concluído`,
  headingCompleted: (order) => `Seu pedido ${order} foi concluído`,
  introShipped: (name) => `${name ? `Olá, ${name}! B` : 'B'}oas notícias: seu pedido está a caminho. Aqui está ele novamente em um só lugar.`,
  introPickup: (name) => `${name ? `Olá, ${name}! S` : 'S'}eu pedido está pronto para retirada na nossa loja. Aqui está ele novamente em um só lugar.`,
  introCompleted: (name) => `${name ? `Olá, ${name}! O` : 'O'}brigado pela sua compra: concluímos o seu pedido. Aqui está ele novamente em um só lugar.`,
  subjectCancelled: (order, shop) => `Seu pedido ${order} na ${shop} foi cancelado`,
  headingCancelled: (order) => `Pedido ${order} cancelado`,
  introCancelled: (name) => `${name ? `Olá, ${name}! C` : 'C'}ancelamos o seu pedido. Ele não será entregue e você não precisa pagar nada. Se tiver alguma dúvida, nossos contatos estão no final deste e-mail.`,
  giftCardCreditReturned: 'O saldo que o seu cartão-presente pagou neste pedido voltou para o cartão.',
};

export const orderStatusMailTexts: Record<MailLanguage, OrderStatusMailTexts> = { de, en, es, fr, it, 'pt-br': ptBr };
