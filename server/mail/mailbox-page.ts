import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { StoredMail } from './local-mailbox';

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { max-width: 52rem; margin: 2rem auto; padding: 0 1rem; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #8884; vertical-align: top; }
.body { border: 1px solid #8884; border-radius: .5rem; padding: 1rem; overflow-wrap: anywhere; }
`;
/** The one inline style the pages' content security policy allows. */
export const MAILBOX_STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

const NOTE = '<p>Every e-mail the app sends while no SMTP_URL is configured, newest first. Nothing leaves this machine.</p>';

/** The inbox: who, what, when; each subject opens the message. */
export function renderMailboxList(mails: StoredMail[], base: string): string {
  const rows = mails
    .map(
      (mail) => `<tr><td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="${escapeHtml(`${base}/${mail.id}`)}">${escapeHtml(mail.subject || '(no subject)')}</a></td>
<td><time datetime="${mail.receivedAt}">${escapeHtml(mail.receivedAt.replace('T', ' ').slice(0, 19))}</time></td></tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No e-mail yet.</p>';
  return page('Local mailbox', `<h1>Local mailbox</h1>${NOTE}${table}`);
}

/** One message: its headers and its text, links clickable (the parser escaped the text first). */
export function renderMailboxMessage(mail: StoredMail, base: string): string {
  const headers = [
    ['From', mail.from],
    ['To', mail.to.join(', ')],
    ['Received', mail.receivedAt],
    ...Object.entries(mail.headers),
    ...mail.attachments.map((file) => ['Attachment', `${file.filename} (${file.contentType}, ${file.size} bytes)`]),
  ]
    .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return page(
    mail.subject || 'E-mail',
    `<p><a href="${escapeHtml(base)}">← Local mailbox</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<table>${headers}</table><div class="body">${mail.textAsHtml}</div>`,
  );
}
