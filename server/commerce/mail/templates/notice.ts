import { defineMailTemplate, type MailBlock } from '../template';

export interface NoticeVars {
  subject: string;
  heading?: string;
  /** Paragraphs of plain text. */
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  lang?: string;
}

/**
 * A plain notice: a heading, paragraphs and an optional link. The generic template (tests,
 * operator messages); order confirmations, gift cards and password resets get templates of
 * their own beside it, written with defineMailTemplate.
 */
export const noticeMail = defineMailTemplate<NoticeVars>('notice', (vars) => ({
  subject: vars.subject,
  lang: vars.lang,
  blocks: [
    ...(vars.heading ? [{ type: 'heading', text: vars.heading } satisfies MailBlock] : []),
    ...vars.paragraphs.map((text) => ({ type: 'paragraph', text }) satisfies MailBlock),
    ...(vars.action ? [{ type: 'action', ...vars.action } satisfies MailBlock] : []),
  ],
}));
