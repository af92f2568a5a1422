/**
 * The backend's mail (see README.md). What other domains use:
 *   enqueueMail(tx, { to, ...someTemplate.render(vars) })   inside the transaction that causes the mail
 *   defineMailTemplate(name, vars => ({ subject, blocks }))  a template: text and HTML from one definition
 * The backend starts the rest (startMail): the outbox sender, the SMTP transport, the catcher.
 */
export { enqueueMail } from './outbox';
export { defineMailTemplate } from './template';
export { noticeMail } from './templates/notice';
export { startMail, type RunningMail } from './service';
