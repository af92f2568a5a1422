import { randomBytes, randomInt } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER, signClientAddress } from '../../lib/security/client-address-signature';

/**
 * The benches speak for many shoppers, as the storefront does: each simulated shopper signs an
 * address of its own (server/commerce/edge/client-address.ts), so the backend's abuse limits
 * count them apart instead of stopping the bench after a handful of orders from one address.
 */
export const BENCH_CLIENT_ADDRESS_SECRET = randomBytes(32).toString('hex');

/** A documentation-range address (198.18.0.0/15, for benchmarks) for one simulated shopper. */
export const benchAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;

export const signedAddressHeader = (address: string): Record<string, string> => ({
  [CLIENT_ADDRESS_HEADER]: signClientAddress(address, BENCH_CLIENT_ADDRESS_SECRET),
});
