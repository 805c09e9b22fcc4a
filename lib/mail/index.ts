export { composeMail } from './compose';
export { sendMail } from './send-mail';
export { mailMessages } from './messages';
