import { startTestServer, type TestServer } from '../testing/test-server';
import { readServerMode } from '../server-mode';
import { createAppMail } from './app-mail';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/_mail on a local server', () => {
  it('lists the messages, escapes what they say, and opens each', async () => {
    await server.app.mail.mailer.send({ to: 'ava@example.com', subject: '<script>alert(1)</script> hello', text: 'Visit https://ascend.test/x' });
    const list = await fetch(`${server.url}/_mail`);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await list.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; hello');
    expect(html).not.toContain('<script>');
    const id = server.app.mail.mailbox!.list('ava@example.com')[0].id;
    const message = await (await fetch(`${server.url}/_mail/${id}`)).text();
    expect(message).toContain('<a href="https://ascend.test/x">');
  });

  it('answers JSON for a recipient, for scripts and tests', async () => {
    const res = await fetch(`${server.url}/_mail/api/messages?to=AVA@example.com`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([expect.objectContaining({ to: ['ava@example.com'], subject: expect.stringContaining('hello') })]);
    expect((await fetch(`${server.url}/_mail/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/_mail`, { method: 'POST' })).status).toBe(405);
  });

  it('is never shown by a production server, nor by one that sends through SMTP_URL', async () => {
    const production = createAppMail(server.ctx, readServerMode({ NODE_ENV: 'production' }));
    expect(production.handler).toBeUndefined();
    await production.close();
    const provider = createAppMail({ ...server.ctx, config: { ...server.ctx.config, functionSecrets: { SMTP_URL: 'smtp://127.0.0.1:1' } } }, readServerMode({}));
    expect(provider.mailbox).toBeUndefined();
    expect(provider.handler).toBeUndefined();
    await provider.close();
  });

  it('is shown by a production server only when LOCAL_MAILBOX asks for it', async () => {
    const asked = createAppMail(server.ctx, readServerMode({ NODE_ENV: 'production', LOCAL_MAILBOX: 'true' }));
    expect(asked.handler).toBeDefined();
    await asked.close();
  });
});
