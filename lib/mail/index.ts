export { composeMail } from './compose';
export type { ComposedMail } from './compose';
export { outboxDir, sendMail } from './send-mail';
export { mailMessages } from './messages';
export type { MailKind, MailMessages } from './messages';
