import type { FunctionSecrets } from '../_shared/function-secrets.ts';
import { DEFAULT_MAIL_FROM } from '../_shared/mail-from.ts';
import type { DigestMail } from './digest-mail.ts';

export interface SmtpSender {
  /** Connects and signs in once: rejects when the provider cannot be reached or refuses the login. */
  verify(): Promise<unknown>;
  /** Sends each mail; the outcome of each, in order (a refused address does not stop the others). */
  sendAll(mails: DigestMail[]): Promise<PromiseSettledResult<unknown>[]>;
  close(): void;
}

/**
 * SMTP_URL through nodemailer, a few pooled connections for one run (smtps on port 465 on hosted
 * Supabase, where ports 25 and 587 are closed). Undefined without SMTP_URL: nothing can be sent.
 */
export async function smtpSender(secrets: FunctionSecrets): Promise<SmtpSender | undefined> {
  const url = secrets.get('SMTP_URL');
  if (!url) return undefined;
  const from = secrets.get('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  // Imported by the first run: a server (or function instance) that sends no digest does not hold it.
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
    sendAll: (mails) => Promise.allSettled(mails.map((mail) => transport.sendMail({ ...mail, from }))),
    close: () => transport.close(),
  };
}
