import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { LocalMailbox } from './local-mailbox';
import { startLocalSmtp } from './local-smtp';
import { createMailer } from './mailer';

interface Received {
  user?: string;
  from: string;
  to: string[];
  mail: ParsedMail;
}

/** A provider's SMTP server that demands a login, as production's does. */
async function providerSmtp(received: Received[]): Promise<{ url: (user: string, pass: string) => string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'ascend' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ user: session.user as string | undefined, from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: (user, pass) => `smtp://${user}:${pass}@127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('mailer: SMTP to a provider (SMTP_URL)', () => {
  const received: Received[] = [];
  let provider: Awaited<ReturnType<typeof providerSmtp>>;
  beforeAll(async () => {
    provider = await providerSmtp(received);
  });
  afterAll(() => provider.close());

  it('logs in with the credentials of the URL and delivers sender, recipient, text and extra headers', async () => {
    const mailer = createMailer(provider.url('ascend', 's3cret'), 'Ascend <hello@ascend.test>');
    await mailer.send({
      to: 'mira@example.com',
      subject: 'Your week on Ascend',
      text: 'Two new likes.',
      headers: { 'List-Unsubscribe': '<https://ascend.test/unsubscribe?token=t>' },
    });
    mailer.close();
    expect(received).toHaveLength(1);
    const [{ user, from, to, mail }] = received;
    expect({ user, from, to }).toEqual({ user: 'ascend', from: 'hello@ascend.test', to: ['mira@example.com'] });
    expect(mail.subject).toBe('Your week on Ascend');
    expect(mail.text?.trim()).toBe('Two new likes.');
    expect(mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toBe('List-Unsubscribe: <https://ascend.test/unsubscribe?token=t>');
  });

  it('fails the send when the provider refuses the login, so the caller can log it', async () => {
    const mailer = createMailer(provider.url('ascend', 'wrong'));
    await expect(mailer.send({ to: 'mira@example.com', subject: 'x', text: 'y' })).rejects.toThrow(/Invalid username or password/);
    mailer.close();
  });
});

describe('mailer: the local listener and mailbox (no SMTP_URL)', () => {
  it('files each message under its recipients, newest first, from the default sender, with links made clickable', async () => {
    const mailbox = new LocalMailbox();
    const smtp = startLocalSmtp(mailbox);
    const mailer = createMailer(smtp.url);
    try {
      await mailer.send({ to: 'Leo@Example.com', subject: 'First', text: 'Open https://ascend.test/reset-password?token_hash=abc&type=recovery' });
      await mailer.send({ to: 'leo@example.com', subject: 'Second', text: 'Hello' });
      const mails = mailbox.list('leo@example.com');
      expect(mails.map((m) => m.subject)).toEqual(['Second', 'First']);
      // Without MAIL_FROM: the sender the digest function uses too (supabase/functions/_shared/mail-from.ts).
      expect(mails[0].from).toBe('"Ascend" <no-reply@ascend.local>');
      expect(mails[1].textAsHtml).toContain('<a href="https://ascend.test/reset-password?token_hash=abc&type=recovery">');
      expect(mailbox.list('nobody@example.com')).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
