import { z } from 'zod';

/**
 * The shop's legal details (WooCommerce's store address plus what a German shop prints under every
 * order mail: register, VAT id, managing directors) and where its legal texts live. The demo's
 * defaults stand here; a deployment gives its own with STORE_LEGAL_SETTINGS (JSON, any subset of
 * the fields: the rest keep the defaults). Read by the order confirmation mail's footer.
 */
export interface LegalSettings {
  shopName: string;
  company: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166 code; the mail names the country in the reader's language. */
  country: string;
  email: string;
  phone: string;
  managingDirectors: string;
  /** Register court and number, printed as given ("Amtsgericht Berlin-Charlottenburg, HRB 123456 B"). */
  register: string;
  vatId: string;
  /**
   * The legal texts: a path on the storefront (its origin is added) or a full http(s) URL (a
   * shop whose texts live elsewhere, e.g. a legal-text service).
   */
  pages: { terms: string; withdrawal: string; privacy: string };
}

export const defaultLegalSettings: LegalSettings = {
  shopName: 'Vitrine',
  company: 'Vitrine GmbH',
  street: 'Linienstraße 42',
  postcode: '10119',
  city: 'Berlin',
  country: 'DE',
  email: 'service@vitrine.example',
  phone: '+49 30 12345678-0',
  managingDirectors: 'Erika Mustermann',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 123456 B',
  vatId: 'DE123456789',
  pages: { terms: '/terms', withdrawal: '/withdrawal-policy', privacy: '/privacy-policy' },
};

const line = z.string().trim().min(1).max(200).regex(/^[^\r\n]*$/, 'one line');
const page = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^\/[^/\\]/.test(value) || /^https?:\/\/[^\s]+$/.test(value), 'a path starting with / or an http(s) URL');

const overrides = z
  .object({
    shopName: line,
    company: line,
    street: line,
    postcode: line,
    city: line,
    country: z.string().regex(/^[A-Z]{2}$/),
    email: line,
    phone: line,
    managingDirectors: line,
    register: line,
    vatId: line,
    pages: z.object({ terms: page, withdrawal: page, privacy: page }).partial().strict(),
  })
  .partial()
  .strict();

export function readLegalSettings(env: Record<string, string | undefined> = process.env): LegalSettings {
  const raw = env.STORE_LEGAL_SETTINGS;
  if (!raw) return defaultLegalSettings;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error('STORE_LEGAL_SETTINGS must be JSON');
  }
  const parsed = overrides.safeParse(json);
  if (!parsed.success) throw new Error(`STORE_LEGAL_SETTINGS: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  const { pages, ...rest } = parsed.data;
  return { ...defaultLegalSettings, ...rest, pages: { ...defaultLegalSettings.pages, ...pages } };
}

/** A legal page's address for a link in mail: storefront paths get the storefront's origin. */
export function legalPageUrl(page: string, storefrontUrl: string): string {
  return page.startsWith('/') ? `${storefrontUrl.replace(/\/$/, '')}${page}` : page;
}
