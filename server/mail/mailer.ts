import type { Transporter } from 'nodemailer';
import { DEFAULT_MAIL_FROM } from '../../supabase/functions/_shared/mail-from.ts';

/** An e-mail as the app writes it: plain text always, HTML when the message has links worth a button. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe for digests (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The one way the server sends e-mail: SMTP through nodemailer, to SMTP_URL in production
 * (smtp://user:pass@host:587 or smtps://…:465) or to the local listener otherwise. The URL may arrive
 * late (the local listener picks its port when it starts), so the transport is made on first use.
 */
export function createMailer(smtpUrl: string | Promise<string>, from: string = DEFAULT_MAIL_FROM): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    // nodemailer is imported on the first send: a server that sends nothing does not hold it (docs/performance.md, Cold start).
    (transport ??= Promise.all([smtpUrl, import('nodemailer')]).then(([url, { default: nodemailer }]) =>
      nodemailer.createTransport({
        url,
        // Never wait long on a provider that does not answer.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ));
  return {
    async send(mail) {
      await (await transporter()).sendMail({ ...mail, from });
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
