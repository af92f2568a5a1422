/**
 * The order confirmation's words in the shop's six languages. The mail is written in the language
 * the order was placed in (the order's `wpml_language` meta, as WPML stores it: the storefront
 * sends it with the checkout), German for an order without one.
 *
 * Like a real WooCommerce's translated mails, the known ids of this shop's payment methods,
 * shipping rates and attributes have their own words; anything else (a method or attribute a
 * merchant adds) keeps the title the store gave it.
 */
const MAIL_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'pt-br'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The order meta key the language is kept in (WPML's). */
export const ORDER_LANGUAGE_META = 'wpml_language';

export function mailLanguage(value: string | null | undefined): MailLanguage {
  const code = (value ?? '').toLowerCase();
  return (MAIL_LANGUAGES as readonly string[]).includes(code) ? (code as MailLanguage) : 'de';
}

/** The BCP 47 tag for Intl (money, dates, country names) and the HTML `lang`. */
export const intlLocale: Record<MailLanguage, string> = { de: 'de-DE', en: 'en-US', es: 'es-ES', fr: 'fr-FR', it: 'it-IT', 'pt-br': 'pt-BR' };

export interface OrderMailTexts {
  subject: (order: string, shop: string) => string;
  heading: (order: string) => string;
  intro: (firstName: string) => string;
  /** The intro of an order on hold (cash on delivery with a download): nothing is processed before the payment. */
  introOnHold: (firstName: string) => string;
  /** The mail once the merchant marks an unpaid order paid (orders/mark-paid.ts). */
  subjectPaid: (order: string, shop: string) => string;
  headingPaid: (order: string) => string;
  introPaid: (firstName: string) => string;
  /** Files an order on hold released by the payment: their links follow in the mail. */
  downloadsReleased: string;
  /** The bought files' links (WooCommerce's mails carry them too): a title and one button per file. */
  downloads: string;
  downloadFile: (name: string) => string;
  orderNumber: string;
  orderDate: string;
  paymentMethod: string;
  shippingMethod: string;
  items: string;
  billingAddress: string;
  shippingAddress: string;
  subtotal: string;
  discount: string;
  shipping: string;
  total: string;
  vatIncluded: string;
  /** In place of the VAT row when the order carries none (an export, gift vouchers only). */
  noVat: string;
  /** A gift card pays after the total (a means of payment, not a discount), then what is left to pay. */
  giftCard: string;
  amountDue: string;
  paymentPending: string;
  customerNote: string;
  giftCards: string;
  /** A gift voucher not paid yet (cash on delivery): its codes are issued only once the payment is in. */
  giftCardsAfterPayment: string;
  /** Footer: where the contract's terms stand, and the shop's legal details. */
  legalIntro: string;
  terms: string;
  withdrawal: string;
  privacy: string;
  managingDirectors: string;
  vatId: string;
  contact: (email: string, phone: string) => string;
  /** Known ids: payment gateways, shipping rates (`method:instance`, or the method for all its instances), global attributes. */
  paymentMethods: Record<string, string>;
  shippingRates: Record<string, string>;
  attributes: Record<string, string>;
}

const de: OrderMailTexts = {
  subject: (order, shop) => `Ihre Bestellung ${order} bei ${shop}`,
  heading: (order) => `Vielen Dank für Ihre Bestellung ${order}`,
  intro: (name) => `${name ? `Hallo ${name}, w` : 'W'}ir haben Ihre Bestellung erhalten und bearbeiten sie jetzt. Hier ist alles auf einen Blick.`,
  introOnHold: (name) => `${name ? `Hallo ${name}, w` : 'W'}ir haben Ihre Bestellung erhalten. Sie wartet auf Ihre Zahlung: Downloads schalten wir frei, sobald die Zahlung bei uns eingegangen ist. Hier ist alles auf einen Blick.`,
  subjectPaid: (order, shop) => `Zahlung erhalten: Ihre Bestellung ${order} bei ${shop}`,
  headingPaid: (order) => `Ihre Zahlung für Bestellung ${order} ist eingegangen`,
  introPaid: (name) => `${name ? `Hallo ${name}, v` : 'V'}ielen Dank: Ihre Zahlung ist bei uns eingegangen. Hier ist Ihre Bestellung noch einmal auf einen Blick.`,
  downloadsReleased: 'Ihre Downloads sind jetzt freigegeben: Die Links finden Sie weiter unten in dieser E-Mail.',
  downloads: 'Downloads',
  downloadFile: (name) => `${name} herunterladen`,
  orderNumber: 'Bestellnummer',
  orderDate: 'Bestelldatum',
  paymentMethod: 'Zahlungsart',
  shippingMethod: 'Versandart',
  items: 'Ihre Artikel',
  billingAddress: 'Rechnungsadresse',
  shippingAddress: 'Lieferadresse',
  subtotal: 'Zwischensumme',
  discount: 'Rabatt',
  shipping: 'Versand',
  total: 'Gesamtsumme',
  vatIncluded: 'inkl. MwSt.',
  noVat: 'enthält keine MwSt.',
  giftCard: 'Geschenkkarte',
  amountDue: 'Zu zahlen',
  paymentPending: 'Die Zahlung steht noch aus.',
  customerNote: 'Ihre Anmerkung',
  giftCards: 'Ihre Geschenkgutscheine (an der Kasse als Gutscheincode einlösen):',
  giftCardsAfterPayment: 'Die Codes Ihrer Geschenkgutscheine erhalten Sie erst, wenn Ihre Zahlung bei uns eingegangen ist.',
  legalIntro: 'Für Ihre Bestellung gelten unsere AGB. Über Ihr Widerrufsrecht informiert die Widerrufsbelehrung, über den Umgang mit Ihren Daten die Datenschutzerklärung:',
  terms: 'AGB',
  withdrawal: 'Widerrufsbelehrung',
  privacy: 'Datenschutzerklärung',
  managingDirectors: 'Geschäftsführung',
  vatId: 'USt-IdNr.',
  contact: (email, phone) => `Fragen? Schreiben Sie uns an ${email} oder rufen Sie uns an: ${phone}.`,
  paymentMethods: { cod: 'Nachnahme', stripe: 'Kreditkarte' },
  shippingRates: { free_shipping: 'Kostenloser Versand', local_pickup: 'Abholung im Laden', 'flat_rate:2': 'Versand innerhalb Deutschlands', 'flat_rate:4': 'Versand in die EU', 'flat_rate:6': 'Internationaler Versand' },
  attributes: { pa_color: 'Farbe', pa_size: 'Größe' },
};

const en: OrderMailTexts = {
  subject: (order, shop) => `Your ${shop} order ${order}`,
  heading: (order) => `Thank you for your order ${order}`,
  intro: (name) => `${name ? `Hello ${name}, w` : 'W'}e have received your order and are now processing it. Here is everything at a glance.`,
  introOnHold: (name) => `${name ? `Hello ${name}, w` : 'W'}e have received your order. It is awaiting your payment: downloads are released once your payment has reached us. Here is everything at a glance.`,
  subjectPaid: (order, shop) => `Payment received: your ${shop} order ${order}`,
  headingPaid: (order) => `We have received your payment for order ${order}`,
  introPaid: (name) => `${name ? `Hello ${name}, t` : 'T'}hank you: your payment has reached us. Here is your order at a glance once more.`,
  downloadsReleased: 'Your downloads are now available: you will find their links further down in this e-mail.',
  downloads: 'Downloads',
  downloadFile: (name) => `Download ${name}`,
  orderNumber: 'Order number',
  orderDate: 'Order date',
  paymentMethod: 'Payment method',
  shippingMethod: 'Shipping method',
  items: 'Your items',
  billingAddress: 'Billing address',
  shippingAddress: 'Shipping address',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  total: 'Total',
  vatIncluded: 'incl. VAT',
  noVat: 'includes no VAT',
  giftCard: 'Gift card',
  amountDue: 'Amount due',
  paymentPending: 'Payment is still outstanding.',
  customerNote: 'Your note',
  giftCards: 'Your gift cards (redeem them at checkout as a coupon code):',
  giftCardsAfterPayment: 'Your gift card codes are issued only once your payment has reached us.',
  legalIntro: 'Your order is subject to our terms and conditions. The cancellation policy explains your right of withdrawal, the privacy policy how we handle your data:',
  terms: 'Terms and conditions',
  withdrawal: 'Cancellation policy',
  privacy: 'Privacy policy',
  managingDirectors: 'Managing directors',
  vatId: 'VAT ID',
  contact: (email, phone) => `Questions? Write to us at ${email} or call us: ${phone}.`,
  paymentMethods: { cod: 'Cash on delivery', stripe: 'Credit card' },
  shippingRates: { free_shipping: 'Free shipping', local_pickup: 'Pick up in store', 'flat_rate:2': 'Shipping within Germany', 'flat_rate:4': 'Shipping to the EU', 'flat_rate:6': 'International shipping' },
  attributes: { pa_color: 'Color', pa_size: 'Size' },
};

const es: OrderMailTexts = {
  subject: (order, shop) => `Tu pedido ${order} en ${shop}`,
  heading: (order) => `Gracias por tu pedido ${order}`,
  intro: (name) => `${name ? `Hola, ${name}: h` : 'H'}emos recibido tu pedido y ya lo estamos preparando. Aquí tienes todo de un vistazo.`,
  introOnHold: (name) => `${name ? `Hola, ${name}: h` : 'H'}emos recibido tu pedido. Está a la espera de tu pago: las descargas se activarán en cuanto recibamos el pago. Aquí tienes todo de un vistazo.`,
  subjectPaid: (order, shop) => `Pago recibido: tu pedido ${order} en ${shop}`,
  headingPaid: (order) => `Hemos recibido el pago de tu pedido ${order}`,
  introPaid: (name) => `${name ? `Hola, ${name}: g` : 'G'}racias, hemos recibido tu pago. Aquí tienes de nuevo tu pedido de un vistazo.`,
  downloadsReleased: 'Tus descargas ya están disponibles: encontrarás los enlaces más abajo en este correo.',
  downloads: 'Descargas',
  downloadFile: (name) => `Descargar ${name}`,
  orderNumber: 'Número de pedido',
  orderDate: 'Fecha del pedido',
  paymentMethod: 'Forma de pago',
  shippingMethod: 'Método de envío',
  items: 'Tus artículos',
  billingAddress: 'Dirección de facturación',
  shippingAddress: 'Dirección de envío',
  subtotal: 'Subtotal',
  discount: 'Descuento',
  shipping: 'Envío',
  total: 'Total',
  vatIncluded: 'IVA incluido',
  noVat: 'no incluye IVA',
  giftCard: 'Tarjeta regalo',
  amountDue: 'Importe a pagar',
  paymentPending: 'El pago aún está pendiente.',
  customerNote: 'Tu nota',
  giftCards: 'Tus tarjetas regalo (canjéalas en la caja como código de cupón):',
  giftCardsAfterPayment: 'Los códigos de tus tarjetas regalo se emiten solo cuando hayamos recibido tu pago.',
  legalIntro: 'Tu pedido se rige por nuestras condiciones generales. La información sobre el desistimiento explica tu derecho de desistimiento, y la política de privacidad cómo tratamos tus datos:',
  terms: 'Condiciones generales',
  withdrawal: 'Información sobre el desistimiento',
  privacy: 'Política de privacidad',
  managingDirectors: 'Dirección',
  vatId: 'NIF-IVA',
  contact: (email, phone) => `¿Preguntas? Escríbenos a ${email} o llámanos: ${phone}.`,
  paymentMethods: { cod: 'Contra reembolso', stripe: 'Tarjeta de crédito' },
  shippingRates: { free_shipping: 'Envío gratuito', local_pickup: 'Recogida en tienda', 'flat_rate:2': 'Envío dentro de Alemania', 'flat_rate:4': 'Envío a la UE', 'flat_rate:6': 'Envío internacional' },
  attributes: { pa_color: 'Color', pa_size: 'Talla' },
};

const fr: OrderMailTexts = {
  subject: (order, shop) => `Votre commande ${order} chez ${shop}`,
  heading: (order) => `Merci pour votre commande ${order}`,
  intro: (name) => `${name ? `Bonjour ${name}, n` : 'N'}ous avons bien reçu votre commande et la préparons dès maintenant. Voici l’essentiel en un coup d’œil.`,
  introOnHold: (name) => `${name ? `Bonjour ${name}, n` : 'N'}ous avons bien reçu votre commande. Elle est en attente de votre paiement : les téléchargements seront débloqués dès réception de votre paiement. Voici l’essentiel en un coup d’œil.`,
  subjectPaid: (order, shop) => `Paiement reçu : votre commande ${order} chez ${shop}`,
  headingPaid: (order) => `Nous avons reçu le paiement de votre commande ${order}`,
  introPaid: (name) => `${name ? `Bonjour ${name}, m` : 'M'}erci : nous avons bien reçu votre paiement. Voici à nouveau l’essentiel de votre commande.`,
  downloadsReleased: 'Vos téléchargements sont désormais disponibles : vous trouverez les liens plus bas dans cet e-mail.',
  downloads: 'Téléchargements',
  downloadFile: (name) => `Télécharger ${name}`,
  orderNumber: 'Numéro de commande',
  orderDate: 'Date de commande',
  paymentMethod: 'Mode de paiement',
  shippingMethod: 'Mode de livraison',
  items: 'Vos articles',
  billingAddress: 'Adresse de facturation',
  shippingAddress: 'Adresse de livraison',
  subtotal: 'Sous-total',
  discount: 'Remise',
  shipping: 'Livraison',
  total: 'Total',
  vatIncluded: 'dont TVA',
  noVat: 'ne comprend aucune TVA',
  giftCard: 'Carte cadeau',
  amountDue: 'Reste à payer',
  paymentPending: 'Le paiement est encore en attente.',
  customerNote: 'Votre remarque',
  giftCards: 'Vos cartes cadeaux (à utiliser lors de la commande comme code promo) :',
  giftCardsAfterPayment: 'Les codes de vos cartes cadeaux ne sont émis qu’à réception de votre paiement.',
  legalIntro: 'Votre commande est soumise à nos conditions générales de vente. Les informations sur la rétractation expliquent votre droit de rétractation, la politique de confidentialité l’usage de vos données :',
  terms: 'Conditions générales de vente',
  withdrawal: 'Informations sur la rétractation',
  privacy: 'Politique de confidentialité',
  managingDirectors: 'Direction',
  vatId: 'N° de TVA',
  contact: (email, phone) => `Des questions ? Écrivez-nous à ${email} ou appelez-nous : ${phone}.`,
  paymentMethods: { cod: 'Paiement à la livraison', stripe: 'Carte de crédit' },
  shippingRates: { free_shipping: 'Livraison gratuite', local_pickup: 'Retrait en magasin', 'flat_rate:2': 'Livraison en Allemagne', 'flat_rate:4': 'Livraison dans l’UE', 'flat_rate:6': 'Livraison internationale' },
  attributes: { pa_color: 'Couleur', pa_size: 'Taille' },
};

const it: OrderMailTexts = {
  subject: (order, shop) => `Il tuo ordine ${order} su ${shop}`,
  heading: (order) => `Grazie per il tuo ordine ${order}`,
  intro: (name) => `${name ? `Ciao ${name}, a` : 'A'}bbiamo ricevuto il tuo ordine e lo stiamo elaborando. Ecco tutto a colpo d’occhio.`,
  introOnHold: (name) => `${name ? `Ciao ${name}, a` : 'A'}bbiamo ricevuto il tuo ordine. È in attesa del pagamento: i download saranno sbloccati non appena avremo ricevuto il pagamento. Ecco tutto a colpo d’occhio.`,
  subjectPaid: (order, shop) => `Pagamento ricevuto: il tuo ordine ${order} su ${shop}`,
  headingPaid: (order) => `Abbiamo ricevuto il pagamento del tuo ordine ${order}`,
  introPaid: (name) => `${name ? `Ciao ${name}, g` : 'G'}razie: abbiamo ricevuto il tuo pagamento. Ecco di nuovo il tuo ordine a colpo d’occhio.`,
  downloadsReleased: 'I tuoi download sono ora disponibili: trovi i link più in basso in questa e-mail.',
  downloads: 'Download',
  downloadFile: (name) => `Scarica ${name}`,
  orderNumber: 'Numero d’ordine',
  orderDate: 'Data dell’ordine',
  paymentMethod: 'Metodo di pagamento',
  shippingMethod: 'Metodo di spedizione',
  items: 'I tuoi articoli',
  billingAddress: 'Indirizzo di fatturazione',
  shippingAddress: 'Indirizzo di spedizione',
  subtotal: 'Subtotale',
  discount: 'Sconto',
  shipping: 'Spedizione',
  total: 'Totale',
  vatIncluded: 'IVA inclusa',
  noVat: 'non comprende IVA',
  giftCard: 'Carta regalo',
  amountDue: 'Importo da pagare',
  paymentPending: 'Il pagamento è ancora in sospeso.',
  customerNote: 'La tua nota',
  giftCards: 'Le tue carte regalo (da usare alla cassa come codice coupon):',
  giftCardsAfterPayment: 'I codici delle tue carte regalo vengono emessi solo dopo che avremo ricevuto il pagamento.',
  legalIntro: 'Il tuo ordine è regolato dalle nostre condizioni generali. Le informazioni sul recesso spiegano il tuo diritto di recesso, l’informativa sulla privacy come trattiamo i tuoi dati:',
  terms: 'Condizioni generali',
  withdrawal: 'Informazioni sul recesso',
  privacy: 'Informativa sulla privacy',
  managingDirectors: 'Amministratori',
  vatId: 'Partita IVA',
  contact: (email, phone) => `Domande? Scrivici a ${email} o chiamaci: ${phone}.`,
  paymentMethods: { cod: 'Contrassegno', stripe: 'Carta di credito' },
  shippingRates: { free_shipping: 'Spedizione gratuita', local_pickup: 'Ritiro in negozio', 'flat_rate:2': 'Spedizione in Germania', 'flat_rate:4': 'Spedizione nell’UE', 'flat_rate:6': 'Spedizione internazionale' },
  attributes: { pa_color: 'Colore', pa_size: 'Taglia' },
};

const ptBr: OrderMailTexts = {
  subject: (order, shop) => `Seu pedido ${order} na ${shop}`,
  heading: (order) => `Obrigado pelo seu pedido ${order}`,
  intro: (name) => `${name ? `Olá, ${name}! R` : 'R'}ecebemos seu pedido e já estamos processando. Aqui está tudo em um só lugar.`,
  introOnHold: (name) => `${name ? `Olá, ${name}! R` : 'R'}ecebemos seu pedido. Ele está aguardando o seu pagamento: os downloads serão liberados assim que o pagamento for recebido. Aqui está tudo em um só lugar.`,
  subjectPaid: (order, shop) => `Pagamento recebido: seu pedido ${order} na ${shop}`,
  headingPaid: (order) => `Recebemos o pagamento do seu pedido ${order}`,
  introPaid: (name) => `${name ? `Olá, ${name}! O` : 'O'}brigado: recebemos o seu pagamento. Aqui está o seu pedido novamente em um só lugar.`,
  downloadsReleased: 'Seus downloads já estão disponíveis: você encontra os links mais abaixo neste e-mail.',
  downloads: 'Downloads',
  downloadFile: (name) => `Baixar ${name}`,
  orderNumber: 'Número do pedido',
  orderDate: 'Data do pedido',
  paymentMethod: 'Forma de pagamento',
  shippingMethod: 'Forma de envio',
  items: 'Seus itens',
  billingAddress: 'Endereço de cobrança',
  shippingAddress: 'Endereço de entrega',
  subtotal: 'Subtotal',
  discount: 'Desconto',
  shipping: 'Frete',
  total: 'Total',
  vatIncluded: 'IVA incluído',
  noVat: 'não inclui IVA',
  giftCard: 'Cartão-presente',
  amountDue: 'Valor a pagar',
  paymentPending: 'O pagamento ainda está pendente.',
  customerNote: 'Sua observação',
  giftCards: 'Seus cartões-presente (use-os no checkout como código de cupom):',
  giftCardsAfterPayment: 'Os códigos dos seus cartões-presente só são emitidos depois que recebermos o seu pagamento.',
  legalIntro: 'Seu pedido está sujeito aos nossos termos e condições. As informações sobre o direito de arrependimento explicam seu direito de desistência, e a política de privacidade como tratamos seus dados:',
  terms: 'Termos e condições',
  withdrawal: 'Direito de arrependimento',
  privacy: 'Política de privacidade',
  managingDirectors: 'Diretoria',
  vatId: 'Nº de IVA',
  contact: (email, phone) => `Dúvidas? Escreva para ${email} ou ligue: ${phone}.`,
  paymentMethods: { cod: 'Pagamento na entrega', stripe: 'Cartão de crédito' },
  shippingRates: { free_shipping: 'Frete grátis', local_pickup: 'Retirada na loja', 'flat_rate:2': 'Envio dentro da Alemanha', 'flat_rate:4': 'Envio para a UE', 'flat_rate:6': 'Envio internacional' },
  attributes: { pa_color: 'Cor', pa_size: 'Tamanho' },
};

export const orderMailTexts: Record<MailLanguage, OrderMailTexts> = { de, en, es, fr, it, 'pt-br': ptBr };
