/**
 * The backend's mail (see README.md). What other domains use:
 *   enqueueMail(tx, { to, ...someTemplate.render(vars) })   inside the transaction that causes the mail
 *   defineMailTemplate(name, vars => ({ subject, blocks }))  a template: text and HTML from one definition
 * The backend starts the rest (startMail): the outbox sender, the SMTP transport, the catcher.
 */
export { enqueueMail, type OutgoingMail, type MailRecipient } from './outbox';
export { defineMailTemplate, escapeHtml, type MailBlock, type MailContent, type MailTemplate, type RenderedMail } from './template';
export { noticeMail, type NoticeVars } from './templates/notice';
export { readMailConfig, type MailConfig } from './config';
export { startMail, type RunningMail } from './service';
