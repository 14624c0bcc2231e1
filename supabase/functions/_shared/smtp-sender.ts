import type { FunctionSecrets } from './function-secrets.ts';
import { DEFAULT_MAIL_FROM } from './mail-from.ts';

/** A file sent with a mail: its bytes as base64, so neither runtime needs Node's Buffer. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** An e-mail as a function writes it: plain text, with header lines and files when it has them. */
export interface FunctionMail {
  to: string;
  subject: string;
  text: string;
  /** Where answers go: the member who wrote a support request. */
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface SmtpSender {
  /** Connects and signs in once: rejects when the provider cannot be reached or refuses the login. */
  verify(): Promise<unknown>;
  /** Sends each mail; the outcome of each, in order (a refused address does not stop the others). */
  sendAll(mails: FunctionMail[]): Promise<PromiseSettledResult<unknown>[]>;
  close(): void;
}

const nodemailerMessage = ({ attachments, ...mail }: FunctionMail) => ({
  ...mail,
  ...(attachments && {
    attachments: attachments.map(({ filename, contentType, base64 }) => ({ filename, contentType, content: base64, encoding: 'base64' })),
  }),
});

/**
 * SMTP_URL through nodemailer, a few pooled connections for one run (smtps on port 465 on hosted
 * Supabase, where ports 25 and 587 are closed). Undefined without SMTP_URL: nothing can be sent.
 * Shared by the functions that send mail (email-digest, support).
 */
export async function smtpSender(secrets: FunctionSecrets): Promise<SmtpSender | undefined> {
  const url = secrets.get('SMTP_URL');
  if (!url) return undefined;
  const from = secrets.get('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  // Imported by the first run: a server (or function instance) that sends no mail does not hold it.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    // Never wait long on a provider that does not answer.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    verify: () => transport.verify(),
    sendAll: (mails) => Promise.allSettled(mails.map((mail) => transport.sendMail({ ...nodemailerMessage(mail), from }))),
    close: () => transport.close(),
  };
}
