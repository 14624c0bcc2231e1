import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';
import type { LocalMailbox } from './local-mailbox';
import { MAILBOX_STYLE_HASH, renderMailboxList, renderMailboxMessage } from './mailbox-page';

/** Where the embedded server shows its mailbox, like the local stack's Inbucket at :54324. */
export const MAILBOX_PREFIX = '/_mail';

function sendPage(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src '${MAILBOX_STYLE_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    'X-Frame-Options': 'DENY',
    // The messages hold sign-in links: the sites they lead to must not see this page's address.
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

/**
 * GET /_mail (the inbox), /_mail/<id> (a message) and /_mail/api/messages?to=<address> (JSON, newest
 * first, for tests and scripts). Served only by a plainly local server that keeps its own mailbox:
 * the messages hold password-reset links.
 */
export function createMailboxHandler(mailbox: LocalMailbox) {
  return async (req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { message: 'Method Not Allowed' });
      return;
    }
    const url = new URL(req.url ?? '/', 'http://mailbox');
    if (subpath === '/api/messages') {
      sendJson(res, 200, mailbox.list(url.searchParams.get('to') ?? undefined));
      return;
    }
    if (subpath === '/' || subpath === '') {
      sendPage(res, 200, renderMailboxList(mailbox.list(), MAILBOX_PREFIX));
      return;
    }
    const mail = mailbox.get(subpath.slice(1));
    if (mail) sendPage(res, 200, renderMailboxMessage(mail, MAILBOX_PREFIX));
    else sendJson(res, 404, { message: 'No such e-mail' });
  };
}
