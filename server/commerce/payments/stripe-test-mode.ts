import { randomBytes } from 'node:crypto';
import { UserError } from '../errors';
import { testCardDecision } from './card-checks';
import { SECRET_FIELD_PREFIX, type PaymentGateway } from './gateway';

/**
 * The card gateway without Stripe keys: Stripe's test mode played on the server. The card comes
 * in the checkout's metaData (_card_number, _card_expiry, _card_cvc), is checked like Stripe
 * checks it and answered with Stripe's messages; it is never stored or logged.
 */
export const stripeTestMode: PaymentGateway = {
  id: 'stripe',
  title: 'Kreditkarte (Testmodus)',
  description: 'TESTMODUS: Es wird nichts belastet. Testkarte 4242 4242 4242 4242, ein Ablaufdatum in der Zukunft und eine beliebige dreistellige Prüfnummer.',
  icon: null,
  async process(request) {
    const field = (name: string) => request.fields.get(`${SECRET_FIELD_PREFIX}${name}`) ?? '';
    const problem = testCardDecision(field('number'), field('expiry'), field('cvc'), new Date());
    if (problem) throw new UserError(problem);
    return { status: 'processing', paid: true, transactionId: `pi_test_${randomBytes(12).toString('hex')}` };
  },
};
