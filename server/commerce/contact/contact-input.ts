import { z } from 'zod';
import { emailAddressSchema } from '../mail/email-address';
import { mailLocaleSchema } from '../mail-locales';

/** One header-safe line (a name ends up in a mail's text and, for the copy, its To). */
const oneLine = /^[^\r\n]*$/;

const CONTACT_MESSAGE_MIN = 10;
const CONTACT_MESSAGE_MAX = 5000;

/**
 * What the contact form sends (POST /wp-json/vitrine/v1/contact). The recipient is never part
 * of it: messages go to the shop's own address (SHOP_CONTACT_EMAIL), so the endpoint cannot
 * relay mail to anyone else; only the optional copy goes to the typed address, limited per
 * recipient (limits/policy.ts).
 */
export const contactInput = z
  .object({
    name: z.string().trim().min(1).max(200).regex(oneLine),
    email: emailAddressSchema,
    orderNumber: z.string().trim().max(40).regex(oneLine).default(''),
    message: z.string().trim().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
    sendCopy: z.boolean().default(false),
    locale: mailLocaleSchema,
  })
  .strict();

export type ContactInput = z.output<typeof contactInput>;
