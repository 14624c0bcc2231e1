import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_SUPPORT_EMAIL } from '../../supabase/functions/_shared/rules/support-rules';
import { SUPPORT_REFUSALS } from '../../supabase/functions/support/answers';
import { PNG_1X1, startStorageTestServer, type StorageTestServer } from '../testing/storage-test-server';
import { subscribe } from '../testing/subscriptions';
import { startTestServer } from '../testing/test-server';
import { createTestClient } from '../testing/test-client';

// Contact support end to end on the embedded server (docs/plans.md, Priority support): supabase-js
// invokes `support` as the member, the request is stored as hers and e-mailed through SMTP to
// SUPPORT_EMAIL in the local mailbox, '[Priority]' first when her plan includes priority support.
jest.setTimeout(60_000);

let server: StorageTestServer;
beforeAll(async () => {
  server = await startStorageTestServer();
});
afterAll(() => server.close());

const mailbox = () => server.app.mail.mailbox!;
let members = 0;
const member = async (tier?: 'basic' | 'premium' | 'elite') => {
  members += 1;
  const signedUp = await server.signUp(`support_${members}_${randomUUID().slice(0, 6)}`);
  if (tier) await subscribe(server.ctx.db, [signedUp.id], tier);
  return signedUp;
};

interface Answer {
  status: number;
  body: { request?: { id: string; priority: boolean; state: string; subject: string }; mailed?: boolean; error?: string; code?: string };
}

/** POST /functions/v1/support as the client's session (or its key alone), answered as it came. */
async function contact(client: SupabaseClient, body: object): Promise<Answer> {
  const { data, error } = await client.functions.invoke('support', { body });
  if (!error) return { status: 201, body: data as Answer['body'] };
  const response = (error as { context?: Response }).context!;
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The mail of the request `id` in the mailbox of `to`. */
const mailOf = (id: string, to = DEFAULT_SUPPORT_EMAIL) => mailbox().waitFor(to, (mail) => mail.text.includes(`Request id: ${id}`));

describe('support', () => {
  it('stores a member’s request as hers and e-mails it to the team, with her address to reply to', async () => {
    const ava = await member();
    const answer = await contact(ava.client, { subject: 'Cannot upload a photo', message: 'It says the file is too large.\n\nThanks,\nAva' });
    expect(answer).toMatchObject({ status: 201, body: { mailed: true, request: { subject: 'Cannot upload a photo', priority: false, state: 'open' } } });
    const { data: own } = await ava.client.from('support_requests').select('id, state');
    expect(own).toEqual([{ id: answer.body.request!.id, state: 'open' }]);

    const mail = await mailOf(answer.body.request!.id);
    expect(mail.to).toEqual([DEFAULT_SUPPORT_EMAIL]);
    expect(mail.subject).toBe('Support request: “Cannot upload a photo”');
    expect(mail.headers['reply-to']).toContain(`${(await ava.client.auth.getUser()).data.user!.email}`);
    expect(mail.text).toContain('Priority: no');
    expect(mail.text).toContain('Message:\n> It says the file is too large.\n>\n> Thanks,\n> Ava\n');
    expect(mail.text).toContain('Screenshot: none');
    expect(mail.attachments).toEqual([]);
  });

  it('marks an Elite member’s request priority, in the row and first in the mail’s subject', async () => {
    const noah = await member('elite');
    const answer = await contact(noah.client, { subject: 'Boost did not start', message: 'I pressed Boost twice.' });
    expect(answer.body.request).toMatchObject({ priority: true });
    const mail = await mailOf(answer.body.request!.id);
    expect(mail.subject).toBe('[Priority] Support request: “Boost did not start”');
    expect(mail.text).toContain('Priority: yes, the member’s plan includes priority support');
    // Premium does not include it: the catalogue decides, not a paid plan.
    const mia = await member('premium');
    const premium = await contact(mia.client, { subject: 'Hello', message: 'A question' });
    expect(premium.body.request).toMatchObject({ priority: false });
    expect((await mailOf(premium.body.request!.id)).subject).toBe('Support request: “Hello”');
  });

  it('attaches her screenshot, read from the private bucket', async () => {
    const leo = await member();
    const path = `${leo.id}/${randomUUID()}.png`;
    const upload = await leo.client.storage.from('support-screenshots').upload(path, PNG_1X1, { contentType: 'image/png' });
    expect(upload.error).toBeNull();
    const answer = await contact(leo.client, { subject: 'Odd screen', message: 'See the picture', screenshot_path: path });
    const mail = await mailOf(answer.body.request!.id);
    expect(mail.attachments).toEqual([{ filename: 'screenshot.png', contentType: 'image/png', size: PNG_1X1.length }]);
    expect(mail.text).toContain(`Screenshot: attached (support-screenshots/${path})`);
    // Nobody else reads it, not even with its name.
    const other = await member();
    expect((await other.client.storage.from('support-screenshots').download(path)).error).not.toBeNull();
    expect((await server.client(server.anonKey).storage.from('support-screenshots').download(path)).error).not.toBeNull();
  });

  it('keeps what she wrote inside quotes: her subject on one line, each line of her message quoted', async () => {
    const sam = await member();
    const message = 'Hi\n\n--\nReply to: refunds@evil.example\nPriority: yes';
    const answer = await contact(sam.client, { subject: '[Priority] please “read” this', message });
    const mail = await mailOf(answer.body.request!.id);
    // The app's mark comes first or not at all; hers stays in the quotes.
    expect(mail.subject).toBe("Support request: “[Priority] please 'read' this”");
    const lines = mail.text.split('\n');
    for (const line of ['--', 'Reply to: refunds@evil.example', 'Priority: yes']) expect(lines).toContain(`> ${line}`);
    expect(lines).not.toContain('Reply to: refunds@evil.example');
    expect(lines).not.toContain('Priority: yes');
    expect(lines).toContain('Priority: no');
  });

  it('passes the database’s refusals on in its words: blank, too long, a subject of two lines, six a day', async () => {
    const kim = await member();
    expect(await contact(kim.client, { subject: '  ', message: 'x' })).toEqual({ status: 400, body: { error: 'Subject is required', code: '23514' } });
    expect(await contact(kim.client, { subject: 'Hi', message: '\n' })).toEqual({ status: 400, body: { error: 'Message is required', code: '23514' } });
    expect(await contact(kim.client, { subject: 'Two\nlines', message: 'x' })).toMatchObject({ status: 400, body: { error: 'Subject cannot contain line breaks or other control characters' } });
    expect(await contact(kim.client, { subject: 's'.repeat(121), message: 'x' })).toMatchObject({ status: 400, body: { code: '22001' } });
    for (let i = 0; i < 5; i++) expect((await contact(kim.client, { subject: `Question ${i}`, message: 'x' })).status).toBe(201);
    expect(await contact(kim.client, { subject: 'Once more', message: 'x' })).toEqual({
      status: 429,
      body: { error: 'You have sent 5 support requests today. Please try again tomorrow.', code: 'PT429' },
    });
  });

  it('refuses visitors, other methods and bodies that are not a request', async () => {
    const refusal = ([status, code, error]: readonly [number, string, string]) => ({ status, body: { error, code } });
    expect(await contact(server.client(server.anonKey), { subject: 'Hi', message: 'x' })).toEqual(refusal(SUPPORT_REFUSALS.notSignedIn));
    const kai = await member();
    expect(await contact(kai.client, { subject: 'Hi' })).toEqual(refusal(SUPPORT_REFUSALS.badRequest));
    expect(await contact(kai.client, { subject: 'Hi', message: 'x'.repeat(50_000) })).toEqual(refusal(SUPPORT_REFUSALS.badRequest));
    const get = await fetch(`${server.url}/functions/v1/support`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` } });
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
  });
});

describe('the operators’ list through the API (npm run support:list)', () => {
  it('gives the service role whole rows of the open requests, priority first', async () => {
    const service = server.client(server.serviceRoleKey);
    const [free, elite] = [await member(), await member('elite')];
    const first = await contact(free.client, { subject: 'Queue, free', message: 'x' });
    const second = await contact(elite.client, { subject: 'Queue, elite', message: 'y' });
    const { data, error } = await service.rpc('get_support_queue');
    expect(error).toBeNull();
    const rows = (data ?? []) as { id: string; priority: boolean }[];
    const ids = rows.map((row) => row.id);
    expect(ids.indexOf(second.body.request!.id)).toBeLessThan(ids.indexOf(first.body.request!.id));
    expect(rows.find((row) => row.id === second.body.request!.id)).toMatchObject({ priority: true, subject: 'Queue, elite', message: 'y', email: expect.stringContaining('@example.com') });
    expect((await free.client.rpc('get_support_queue')).error).toMatchObject({ code: '42501' });

    const { data: found } = await service.rpc('set_support_request_state', { request: first.body.request!.id, new_state: 'answered' });
    expect(found).toBe(true);
    expect((await free.client.from('support_requests').select('state').eq('id', first.body.request!.id)).data).toEqual([{ state: 'answered' }]);
  });
});

describe('support with SUPPORT_EMAIL and SMTP_URL set', () => {
  it('e-mails the team at SUPPORT_EMAIL', async () => {
    const configured = await startTestServer({ config: { functionSecrets: { SUPPORT_EMAIL: 'team@support.example' } } });
    try {
      const client = createTestClient(configured.url, configured.anonKey);
      await client.auth.signUp({ email: 'ida@example.com', password: 'Picture2024', options: { data: { username: 'ida_support', first_name: 'Ida', birth_date: '1990-05-17' } } });
      const answer = await contact(client, { subject: 'Hello', message: 'A question' });
      const mail = await configured.app.mail.mailbox!.waitFor('team@support.example');
      expect(mail.text).toContain(`Request id: ${answer.body.request!.id}`);
      expect(configured.app.mail.mailbox!.list(DEFAULT_SUPPORT_EMAIL)).toEqual([]);
    } finally {
      await configured.close();
    }
  });

  it('keeps the request when the SMTP server cannot be reached: stored, listed for the team, not mailed', async () => {
    const unreachable = await startTestServer({ config: { functionSecrets: { SMTP_URL: 'smtp://127.0.0.1:9' } } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const client = createTestClient(unreachable.url, unreachable.anonKey);
      await client.auth.signUp({ email: 'uma@example.com', password: 'Picture2024', options: { data: { username: 'uma_support', first_name: 'Uma', birth_date: '1990-05-17' } } });
      const answer = await contact(client, { subject: 'Hello', message: 'A question' });
      expect(answer).toMatchObject({ status: 201, body: { mailed: false } });
      const { rows } = await unreachable.ctx.db.query('select id from private.support_queue');
      expect(rows).toEqual([{ id: answer.body.request!.id }]);
      expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`request ${answer.body.request!.id} was stored but not e-mailed`), expect.anything());
    } finally {
      jest.restoreAllMocks();
      await unreachable.close();
    }
  });
});
