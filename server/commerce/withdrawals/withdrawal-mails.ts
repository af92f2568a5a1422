import { defineMailTemplate, type MailBlock } from '../mail/template';

/** What both mails print: the declaration as received, with its time in the shop's time zone. */
export interface WithdrawalMailVars {
  orderNumber: string;
  name: string;
  email: string;
  /** "26.11.2026, 14:32:05 MEZ": the time of receipt in the shop's time zone. */
  receivedAt: string;
  scope: 'all' | 'some';
  /** The order's lines declared (known only when the e-mail matched the order). */
  items: { name: string; quantity: number }[];
  itemsText: string;
  periodMayHaveExpired: boolean;
}

/** "26.11.2026, 14:32:05 MEZ" in `timeZone` (Europe/Berlin for the demo shop). */
export function receiptTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** The statement the shopper made, in words: what § 356a BGB's acknowledgment must repeat. */
function statement(vars: WithdrawalMailVars): string {
  const what = vars.scope === 'all' ? `den Vertrag über die gesamte Bestellung ${vars.orderNumber}` : `den Vertrag über die folgenden Artikel der Bestellung ${vars.orderNumber}`;
  return `„Hiermit widerrufe ich (${vars.name}, ${vars.email}) ${what}.“`;
}

function declaredBlocks(vars: WithdrawalMailVars): MailBlock[] {
  const blocks: MailBlock[] = [
    {
      type: 'table',
      rows: [
        ['Eingegangen am', vars.receivedAt],
        ['Bestellnummer', vars.orderNumber],
        ['Name', vars.name],
        ['E-Mail-Adresse', vars.email],
        ['Umfang', vars.scope === 'all' ? 'Gesamte Bestellung' : 'Einzelne Artikel'],
      ],
    },
    { type: 'paragraph', text: statement(vars) },
  ];
  if (vars.items.length > 0) blocks.push({ type: 'table', rows: vars.items.map((item) => [item.name, `${item.quantity} ×`] as const) });
  if (vars.itemsText) blocks.push({ type: 'paragraph', text: `Angabe zu den Artikeln: ${vars.itemsText}` });
  return blocks;
}

/**
 * The acknowledgment on a durable medium (§ 356a Abs. 1 S. 3 BGB): sent at once, to the order's
 * billing address only, with the declaration's content and the date and time it was received.
 * In the shop's German, like the backend's other mails.
 */
export const withdrawalReceiptMail = defineMailTemplate<WithdrawalMailVars>('withdrawal-receipt', (vars) => ({
  subject: `Eingangsbestätigung Ihres Widerrufs – Bestellung ${vars.orderNumber}`,
  lang: 'de',
  blocks: [
    { type: 'heading', text: 'Wir haben Ihren Widerruf erhalten' },
    { type: 'paragraph', text: `Hallo ${vars.name}, hiermit bestätigen wir den Eingang Ihrer Widerrufserklärung mit folgendem Inhalt:` },
    ...declaredBlocks(vars),
    ...(vars.periodMayHaveExpired
      ? [{ type: 'paragraph', text: 'Nach unseren Unterlagen ist die Widerrufsfrist möglicherweise bereits abgelaufen. Wir haben Ihre Erklärung trotzdem entgegengenommen, prüfen sie und melden uns bei Ihnen.' } satisfies MailBlock]
      : []),
    { type: 'paragraph', text: 'Wir melden uns mit den Einzelheiten zur Rücksendung und Erstattung. Bitte bewahren Sie diese E-Mail auf.' },
  ],
}));

/**
 * The merchant's copy, to the shop's own address: every declaration, also one whose e-mail
 * matched no order (the shop must accept it and sort it out), with what the shop made of it.
 */
export const withdrawalNoticeMail = defineMailTemplate<WithdrawalMailVars & { matched: boolean; acknowledged: boolean }>('withdrawal-notice', (vars) => ({
  subject: vars.matched ? `Widerruf eingegangen: Bestellung ${vars.orderNumber}` : `Widerruf ohne passende Bestellung: Nr. ${vars.orderNumber}`,
  lang: 'de',
  blocks: [
    { type: 'heading', text: 'Neuer Widerruf' },
    ...declaredBlocks(vars),
    {
      type: 'table',
      rows: [
        ['E-Mail passt zur Bestellung', vars.matched ? 'ja' : 'nein – bitte prüfen'],
        ['Eingangsbestätigung gesendet', vars.acknowledged ? 'ja' : 'nein'],
        ['Frist möglicherweise abgelaufen', vars.periodMayHaveExpired ? 'ja – bitte entscheiden' : 'nein'],
      ],
    },
  ],
}));
