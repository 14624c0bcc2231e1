import { DEFAULT_MAIL_FROM } from '../../supabase/functions/_shared/mail-from.ts';
import type { ServerContext } from '../context';
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
  handler?: ReturnType<typeof createMailboxHandler>;
  /** The SMTP URL functions send through: SMTP_URL, or the local listener's once it listens. */
  smtpUrl(): string | undefined;
  close(): Promise<void>;
}

/**
 * E-mail for the whole server. With SMTP_URL every message goes to that provider. Without it the
 * server runs its own SMTP listener and mailbox, so the same SMTP path runs and `npm start` shows
 * every e-mail at /_mail. Only a plainly local server shows it (its messages hold sign-in links), or one
 * whose LOCAL_MAILBOX asks for it; any other server without SMTP_URL keeps the mailbox unseen, and main
 * warns at start.
 */
export function createAppMail(ctx: ServerContext, mode: Pick<ServerMode, 'mailbox'> = readServerMode()): AppMail {
  const { SMTP_URL: configured, MAIL_FROM: from = DEFAULT_MAIL_FROM } = ctx.config.functionSecrets;
  if (configured) {
    const mailer = createMailer(configured, from);
    return { mailer, smtpUrl: () => configured, close: async () => mailer.close() };
  }
  const mailbox = new LocalMailbox();
  const smtp = startLocalSmtp(mailbox);
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
