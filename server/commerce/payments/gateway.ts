import type { Database, Queryable } from '../../db';
import { UserError } from '../errors';

/** What a gateway is told about the order it is asked to collect payment for. */
export interface PaymentRequest {
  orderId: number;
  orderKey: string;
  /** The session placing the order: a PaymentIntent pays only the checkout of the session it was made for. */
  sessionKey: string;
  /** Cents, computed on the server. */
  amount: number;
  currency: string;
  /** The checkout's metaData; gateways read their fields here and must never persist card data. */
  fields: ReadonlyMap<string, string>;
  /** Set with isPaid: the payment the client says it made (verified by the gateway, never trusted). */
  transactionId: string | null;
  isPaid: boolean;
}

export interface PaymentOutcome {
  /** WooCommerce's status after process_payment: processing (paid or paid on delivery), on-hold, pending. */
  status: 'processing' | 'on-hold' | 'pending';
  paid: boolean;
  transactionId: string;
  /**
   * Set when the money is authorised but not yet taken: checkout captures it as the very last step
   * of the order's transaction, and undoes it when that transaction fails anyway.
   */
  capture?: PendingCapture;
}

/** An authorised card payment the order's transaction takes last. */
export interface PendingCapture {
  /** Takes the money; throws when it was not taken (then nothing was). */
  capture(): Promise<void>;
  /**
   * After the transaction failed, once capture() was called: gives back whatever was taken
   * (e.g. the commit failed after the capture succeeded). Never throws; logs what it did.
   */
  undo(db: Database): Promise<void>;
}

/**
 * A refusal after which the gateway has something to release once the order's transaction has
 * rolled back (its row locks gone): an authorisation that can no longer pay any order.
 */
export class PaymentRefusal extends UserError {
  constructor(
    message: string,
    /** Never throws; logs what failed. */
    readonly release: (db: Database) => Promise<void>,
  ) {
    super(message);
  }
}

/** One payment method: WooCommerce's WC_Payment_Gateway reduced to what the shop needs. */
export interface PaymentGateway {
  id: string;
  title: string;
  description: string;
  icon: string | null;
  /** Takes the payment or refuses it with a UserError whose message the shopper sees. */
  process(request: PaymentRequest, tx: Queryable): Promise<PaymentOutcome>;
}

/** metaData keys whose values are payment secrets: used for the payment, never stored on the order. */
export const SECRET_FIELD_PREFIX = '_card_';
