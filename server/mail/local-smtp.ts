import type { AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { LocalMailbox } from './local-mailbox';

/**
 * The largest message the local listener takes: a support request with its screenshot (5 MB, about
 * 6.7 MB as base64). Only the attachments' names and sizes are kept (the mailbox is in memory).
 */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
const SHOWN_HEADERS = ['list-unsubscribe', 'list-unsubscribe-post', 'reply-to'];

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects.flatMap((object) => object.value.map((entry) => (entry.address ?? '').toLowerCase())).filter(Boolean);
}

export interface LocalSmtp {
  /** smtp://127.0.0.1:<port>, once listening. */
  url: Promise<string>;
  close(): Promise<void>;
}

/**
 * An SMTP server on a loopback port that files every message it receives in the mailbox: the local
 * stand-in for an e-mail provider, as Supabase's local stack runs Inbucket/Mailpit. Loopback only,
 * no TLS, no authentication: nothing outside this machine can reach it.
 */
export function startLocalSmtp(mailbox: LocalMailbox, port = 0): LocalSmtp {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    hideSTARTTLS: true,
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onData(stream, session, callback) {
      // The parser is imported with the first message: a server that sends no e-mail does not hold it.
      import('mailparser')
        .then(({ simpleParser }) => simpleParser(stream))
        .then((parsed) => {
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const headerLines = Object.fromEntries(
            parsed.headerLines.filter((line) => SHOWN_HEADERS.includes(line.key)).map((line) => [line.key, line.line.slice(line.key.length + 1).trim()]),
          );
          mailbox.add({
            from: parsed.from?.text ?? '',
            to: [...new Set([...addresses(parsed.to), ...envelope])],
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            textAsHtml: parsed.textAsHtml ?? '',
            headers: headerLines,
            attachments: parsed.attachments.map((file) => ({ filename: file.filename ?? '', contentType: file.contentType, size: file.size })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const url = new Promise<string>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      if (address && typeof address === 'object') resolve(`smtp://127.0.0.1:${address.port}`);
      else reject(new Error('the local SMTP listener has no port'));
    });
  });
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
