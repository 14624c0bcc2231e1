export { createAppMail, type AppMail } from './app-mail';
export { LocalMailbox, type StoredMail } from './local-mailbox';
export { MAILBOX_PREFIX } from './mailbox-handler';
export { createMailer, type Mailer, type OutgoingMail } from './mailer';
