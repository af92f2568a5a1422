import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { cacheTags, MAX_TAG_LENGTH, tagsForCategoryChange, tagsForProductChange } from './cache';

/**
 * The signed revalidation webhook's rules (app/api/revalidate): the signature check and the
 * body's two shapes, kept free of Next so they can be tested.
 *
 * Header: `x-vitrine-signature: sha256=<hex HMAC-SHA256 of the raw body with REVALIDATE_SECRET>`.
 * Body:   `{ "tags": ["products", "product:leinenkleid-marlene"] }`
 *     or  `{ "type": "product", "slug": "leinenkleid-marlene" }` (also `"type": "category"`).
 */
export const SIGNATURE_HEADER = 'x-vitrine-signature';
export const MAX_BODY_BYTES = 64 * 1024;
/** Generous: the embedded backend batches 100 changed products (101 tags) per request. */
const MAX_TAGS = 500;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Constant-time comparison of the header's HMAC with the body's. */
export function verifySignature(rawBody: string, header: string | null, secret: string): boolean {
  const match = SIGNATURE.exec(header?.trim() ?? '');
  if (!match?.[1] || !secret) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(match[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Only tags this storefront sets can be revalidated (anything else would do nothing). */
export function isKnownTag(tag: string): boolean {
  if (tag.length === 0 || tag.length > MAX_TAG_LENGTH) return false;
  if (tag === cacheTags.products || tag === cacheTags.categories) return true;
  return /^(product|category):[^\s]+$/.test(tag);
}

/**
 * How long a revalidated tag's cached pages and answers may still be served: Next 16's second
 * argument of `revalidateTag`. One product's or category's own tag expires at once (`expire: 0`):
 * its page is where a shopper lands right after a change — the back-in-stock mail's link, a price
 * they were told — and stale-while-revalidate ("max") served that very visit the old page,
 * "ausverkauft" after the restock, only the visit after it the new one. The broad tags
 * (`products`, `categories`) stay stale-while-revalidate: every order changes a stock and so
 * marks every list, and expiring them all would have a rush's shoppers wait for renders; a list
 * follows on its next visit, and checkout reads prices and stock afresh anyway.
 */
export type TagExpiry = 'max' | { expire: 0 };

export function tagExpiry(tag: string): TagExpiry {
  return tag === cacheTags.products || tag === cacheTags.categories ? 'max' : { expire: 0 };
}

export type RevalidationBody = { ok: true; tags: string[] } | { ok: false; error: string };

// The body comes from outside (the backend or a WooCommerce webhook): each part is checked by
// a schema, and every refusal names what a sender must change.
const JsonObject = z.record(z.string(), z.unknown());
const TagList = z.array(z.unknown()).min(1).max(MAX_TAGS);
const KnownTag = z.string().refine(isKnownTag);
const Change = z.object({ type: z.enum(['product', 'category']) });
const Slug = z.string().min(1).max(200).regex(/^\S+$/);

export function parseRevalidationBody(rawBody: string): RevalidationBody {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, error: 'The body is not JSON.' };
  }
  const fields = JsonObject.safeParse(json);
  if (!fields.success) return { ok: false, error: 'The body must be a JSON object.' };
  if ('tags' in fields.data) {
    const tags = TagList.safeParse(fields.data.tags);
    if (!tags.success) return { ok: false, error: `"tags" must be a list of 1 to ${MAX_TAGS} tags.` };
    const unknown = tags.data.filter((tag) => !KnownTag.safeParse(tag).success);
    if (unknown.length > 0) return { ok: false, error: `Unknown tags: ${JSON.stringify(unknown)}.` };
    return { ok: true, tags: [...new Set(tags.data as string[])] };
  }
  const change = Change.safeParse(fields.data);
  if (change.success) {
    const slug = Slug.safeParse(fields.data.slug);
    if (!slug.success) return { ok: false, error: '"slug" must be a non-empty slug.' };
    return { ok: true, tags: change.data.type === 'product' ? tagsForProductChange(slug.data) : tagsForCategoryChange(slug.data) };
  }
  return { ok: false, error: 'Send {"tags": [...]} or {"type": "product" | "category", "slug": "…"}.' };
}
