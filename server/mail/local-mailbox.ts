import { randomUUID } from 'node:crypto';

/** One captured e-mail, as the /_mail page and its JSON show it. */
export interface StoredMail {
  id: string;
  receivedAt: string;
  from: string;
  /** Every recipient address, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  /** The text part as HTML with links made clickable (escaped by the parser), for the page. */
  textAsHtml: string;
  /** Header lines a reader may want to check, such as List-Unsubscribe. */
  headers: Record<string, string>;
  /** The files the message carried (a support request's screenshot): named, not kept. */
  attachments: { filename: string; contentType: string; size: number }[];
}

// A developer's mailbox, kept in memory: enough for a day of local testing, bounded so it cannot grow.
const CAPACITY = 200;

/**
 * The embedded server's inbox: every e-mail the app sends when no SMTP_URL is configured lands here
 * (through the local SMTP listener, so the SMTP path is the one that runs), newest first.
 */
export class LocalMailbox {
  private readonly mails: StoredMail[] = [];
  private readonly waiters = new Set<() => void>();

  add(mail: Omit<StoredMail, 'id' | 'receivedAt'>): StoredMail {
    const stored: StoredMail = { ...mail, id: randomUUID(), receivedAt: new Date().toISOString() };
    this.mails.unshift(stored);
    this.mails.length = Math.min(this.mails.length, CAPACITY);
    for (const wake of this.waiters) wake();
    return stored;
  }

  /** Newest first; only those addressed to `to` when given. */
  list(to?: string): StoredMail[] {
    const address = to?.trim().toLowerCase();
    return address ? this.mails.filter((mail) => mail.to.includes(address)) : [...this.mails];
  }

  get(id: string): StoredMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  /** The first mail to `to` that arrives from now on or is already there and matches; for tests. */
  async waitFor(to: string, match: (mail: StoredMail) => boolean = () => true, timeoutMs = 5000): Promise<StoredMail> {
    const found = () => this.list(to).find(match);
    const already = found();
    if (already) return already;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      const check = () => {
        const mail = found();
        if (!mail) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(mail);
      };
      this.waiters.add(check);
    });
  }
}
