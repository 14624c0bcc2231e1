/** The sender when MAIL_FROM is unset: the embedded server's mailer and the digest function sign alike. */
export const DEFAULT_MAIL_FROM = 'Ascend <no-reply@ascend.local>';
