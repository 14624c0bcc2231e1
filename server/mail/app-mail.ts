import { DEFAULT_MAIL_FROM } from '../../supabase/functions/_shared/mail-from.ts';
import type { Handler, ServerContext } from '../context';
import { readServerMode, type ServerMode } from '../server-mode';
import { LocalMailbox } from './local-mailbox';
import { startLocalSmtp } from './local-smtp';
import { createMailboxHandler } from './mailbox-handler';
import { createMailer, type Mailer } from './mailer';

export interface AppMail {
  mailer: Mailer;
  /** The local mailbox, when the server keeps one (no SMTP_URL). */
  mailbox?: LocalMailbox;
  /** Serves /_mail, when the mailbox may be shown: a local server, or LOCAL_MAILBOX=true (server-mode.ts). */
  handler?: Handler;
  /** The SMTP URL functions send through: SMTP_URL, or the local listener's once it listens. */
  smtpUrl(): string | undefined;
  close(): Promise<void>;
}

/** Where this process sits among several (server/cluster); a server of one process needs none of it. */
export interface MailPlace {
  /** The lead worker's SMTP listener port: fixed, so the other workers know where to send. */
  smtpPort?: number;
  /** Another worker: it sends through the lead's listener, and its /_mail pages are the lead's. */
  lead?: { smtpUrl: string; pages: Handler };
}

/**
 * E-mail for the whole server. With SMTP_URL every message goes to that provider. Without it the
 * server runs its own SMTP listener and mailbox, so the same SMTP path runs and `npm start` shows
 * every e-mail at /_mail. Only a plainly local server shows it (its messages hold sign-in links), or one
 * whose LOCAL_MAILBOX asks for it; any other server without SMTP_URL keeps the mailbox unseen, and main
 * warns at start.
 */
export function createAppMail(ctx: ServerContext, mode: Pick<ServerMode, 'mailbox'> = readServerMode(), place: MailPlace = {}): AppMail {
  const { SMTP_URL: configured, MAIL_FROM: from = DEFAULT_MAIL_FROM } = ctx.config.functionSecrets;
  const smtpUrl = configured ?? place.lead?.smtpUrl;
  if (smtpUrl) {
    const mailer = createMailer(smtpUrl, from);
    const handler = !configured && mode.mailbox.on ? place.lead?.pages : undefined;
    return { mailer, handler, smtpUrl: () => smtpUrl, close: async () => mailer.close() };
  }
  const mailbox = new LocalMailbox();
  const smtp = startLocalSmtp(mailbox, place.smtpPort);
  let localUrl: string | undefined;
  void smtp.url.then((url) => (localUrl = url));
  const mailer = createMailer(smtp.url, from);
  return {
    mailer,
    mailbox,
    handler: mode.mailbox.on ? createMailboxHandler(mailbox) : undefined,
    smtpUrl: () => localUrl,
    async close() {
      mailer.close();
      await smtp.close();
    },
  };
}
