import { INVALID_LINK_CODE } from '../../src/pages/unsubscribe/config/invalid-link-code';
import { routes } from '../../src/shared/config/routes';
import { EMAIL_DIGEST_REFUSALS } from '../../supabase/functions/email-digest/answers';
import { EMAIL_UNSUBSCRIBE_REFUSALS } from '../../supabase/functions/email-unsubscribe/answers';
import { memberToken } from '../testing/ai-answers';
import { createTestClient } from '../testing/test-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { as, createUsers, type TestUser } from '../testing/test-users';

// The digest e-mail end to end on the embedded server (docs/notifications.md, Digest e-mails): the
// service role's call sends each due member her digest through SMTP to the local mailbox, with
// RFC 8058's headers; the one-click link turns her digests off; nobody else can do either.
jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.ctx.db;
const addressOf = (member: TestUser) => member.claims.email!;

/** Members last seen two hours ago, with `name` as their first name. */
async function awayMembers(...names: string[]): Promise<TestUser[]> {
  const members = await createUsers(db(), names.length);
  for (const [i, member] of members.entries()) {
    await db().query(`update public.profiles set first_name = $2, last_active = now() - interval '2 hours' where id = $1`, [member.id, names[i]]);
  }
  return members;
}

/** A like, written as the app writes one: its trigger tells the receiver. */
const like = (from: TestUser, to: TestUser) => as(db(), from)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [from.id, to.id]);

const digestCall = (token?: string) =>
  fetch(`${server.url}/functions/v1/email-digest`, {
    method: 'POST',
    headers: { apikey: server.anonKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });

/** A POST as a mail client makes it (RFC 8058): no key, no JWT, the fixed body. */
const oneClick = (url: string, method = 'POST') =>
  fetch(url, {
    method,
    ...(method === 'POST' && { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
  });

const digestOn = async (member: TestUser) =>
  (await db().query<{ on: boolean }>('select notify_email_digest as on from public.profiles where id = $1', [member.id])).rows[0].on;
const refusal = ([status, code, error]: readonly [number, string, string]) => [status, { error, code }];
const answer = async (res: Response) => [res.status, await res.json()];

describe('email-digest', () => {
  it('sends each member due a digest hers: what happened, who, where, and how to stop in one click', async () => {
    const [ava, leo, mia] = await awayMembers('Ava', 'Leo', 'Mia');
    await like(leo, ava);
    await like(mia, ava);
    const res = await digestCall(server.serviceRoleKey);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ taken: 1, sent: 1, failed: 0 });

    const mail = await server.app.mail.mailbox!.waitFor(addressOf(ava));
    expect(mail.subject).toBe('You have 2 new likes on Ascend');
    expect(mail.text).toContain('Hi Ava,');
    expect(mail.text).toContain('- 2 new likes');
    expect(mail.text).toContain('Among them: “Mia” and “Leo”.');
    // The SPA's own pages (src/shared/config/routes.ts).
    expect(mail.text).toContain(`See them all: ${server.url}${routes.notifications}`);
    expect(mail.text).toMatch(new RegExp(`Unsubscribe: ${server.url}${routes.unsubscribe}\\?token=[A-Za-z0-9_-]{64}\\n`));
    expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${server.url}/functions/v1/email-unsubscribe\\?token=[A-Za-z0-9_-]{64}>$`));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The page's link and the one-click address carry the same token.
    expect(mail.text).toContain(mail.headers['list-unsubscribe'].split('?')[1].slice(0, -1));

    // Marked sent: the next run takes nobody.
    expect(await (await digestCall(server.serviceRoleKey)).json()).toEqual({ taken: 0, sent: 0, failed: 0 });
    expect(server.app.mail.mailbox!.list(addressOf(ava))).toHaveLength(1);
  });

  it('writes each member in her saved language (profiles.locale), and in English when she never chose', async () => {
    const [sofia, noah, mia, leo] = await awayMembers('Sofía', 'Noah', 'Mia', 'Leo');
    await db().query(`update public.profiles set locale = 'es' where id = $1`, [sofia.id]);
    await like(mia, sofia);
    await like(leo, sofia);
    await like(mia, noah);
    expect(await (await digestCall(server.serviceRoleKey)).json()).toEqual({ taken: 2, sent: 2, failed: 0 });

    const spanish = await server.app.mail.mailbox!.waitFor(addressOf(sofia));
    expect(spanish.subject).toBe('Tienes 2 me gusta nuevos en Ascend');
    expect(spanish.text).toMatch(/^Hola, Sofía:\n\nMientras no estabas en Ascend:\n\n- 2 me gusta nuevos\n\nEntre ellos: “Leo” y “Mia”\.\n/);
    expect(spanish.text).toContain(`Míralo todo: ${server.url}${routes.notifications}`);
    expect(spanish.text).toMatch(new RegExp(`Darte de baja: ${server.url}${routes.unsubscribe}\\?token=`));

    const english = await server.app.mail.mailbox!.waitFor(addressOf(noah));
    expect(english.subject).toBe('You have a new like on Ascend');
    expect(english.text).toMatch(/^Hi Noah,\n\nWhile you were away on Ascend:\n\n- A new like\n/);
  });

  it('refuses a member, a visitor and a call without a token, and takes nobody then', async () => {
    const [ava, leo] = await awayMembers('Ava', 'Leo');
    await like(leo, ava);
    expect(await answer(await digestCall(await memberToken(server, ava.id)))).toEqual(refusal(EMAIL_DIGEST_REFUSALS.notService));
    expect(await answer(await digestCall(server.anonKey))).toEqual(refusal(EMAIL_DIGEST_REFUSALS.notService));
    expect((await digestCall()).status).toBe(401);
    const { rows } = await db().query('select 1 from private.email_digests where member_id = $1', [ava.id]);
    expect(rows).toEqual([]);
    expect(server.app.mail.mailbox!.list(addressOf(ava))).toEqual([]);
  });
});

describe('email-digest with an SMTP server it cannot reach', () => {
  it('says so and takes nobody, so no digest is lost', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // Port 1: nothing listens there, the connection is refused at once.
    const unreachable = await startTestServer({ config: { functionSecrets: { SMTP_URL: 'smtp://127.0.0.1:1' } } });
    try {
      const [ava, leo] = await createUsers(unreachable.ctx.db, 2);
      await unreachable.ctx.db.query(`update public.profiles set last_active = now() - interval '2 hours' where id = $1`, [ava.id]);
      await as(unreachable.ctx.db, leo)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [leo.id, ava.id]);
      const res = await fetch(`${unreachable.url}/functions/v1/email-digest`, {
        method: 'POST',
        headers: { apikey: unreachable.anonKey, Authorization: `Bearer ${unreachable.serviceRoleKey}` },
      });
      expect(await answer(res)).toEqual(refusal(EMAIL_DIGEST_REFUSALS.smtpFailed));
      expect((await unreachable.ctx.db.query('select 1 from private.email_digests')).rows).toEqual([]);
    } finally {
      await unreachable.close();
      jest.restoreAllMocks();
    }
  });
});

describe('email-unsubscribe', () => {
  /** Ava's digest, sent: the one-click address its List-Unsubscribe header names. */
  async function digestLink(): Promise<{ ava: TestUser; url: string }> {
    const [ava, leo] = await awayMembers('Ava', 'Leo');
    await like(leo, ava);
    await digestCall(server.serviceRoleKey);
    const mail = await server.app.mail.mailbox!.waitFor(addressOf(ava));
    return { ava, url: mail.headers['list-unsubscribe'].slice(1, -1) };
  }

  it('turns her digests off with the one-click POST of her link, without a key or a session', async () => {
    const { ava, url } = await digestLink();
    expect(await digestOn(ava)).toBe(true);
    expect(await answer(await oneClick(url))).toEqual([200, { unsubscribed: true }]);
    expect(await digestOn(ava)).toBe(false);
    // Again: the same answer.
    expect(await answer(await oneClick(url))).toEqual([200, { unsubscribed: true }]);
  });

  it('takes the call the SPA’s /unsubscribe page makes through supabase-js', async () => {
    const { ava, url } = await digestLink();
    const token = new URL(url).searchParams.get('token')!;
    const { data, error } = await createTestClient(server.url, server.anonKey).functions.invoke(
      `email-unsubscribe?token=${encodeURIComponent(token)}`,
      { body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    );
    expect([data, error]).toEqual([{ unsubscribed: true }, null]);
    expect(await digestOn(ava)).toBe(false);
  });

  it('refuses a forged, cut or missing token with the code the SPA reads, and a GET (a link scanner) changes nothing', async () => {
    expect(EMAIL_UNSUBSCRIBE_REFUSALS.invalidLink[1]).toBe(INVALID_LINK_CODE);
    const { ava, url } = await digestLink();
    const token = new URL(url).searchParams.get('token')!;
    const base = `${server.url}/functions/v1/email-unsubscribe`;
    const flipped = token.slice(0, 50) + (token[50] === 'A' ? 'B' : 'A') + token.slice(51);
    for (const forged of [`${base}?token=${flipped}`, `${base}?token=${token.slice(0, 60)}`, base]) {
      expect(await answer(await oneClick(forged))).toEqual(refusal(EMAIL_UNSUBSCRIBE_REFUSALS.invalidLink));
    }
    const get = await oneClick(url, 'GET');
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST']);
    expect(await digestOn(ava)).toBe(true);
  });

  it('answers a valid link of an account that is gone as any other: it tells nobody who is a member', async () => {
    const { ava, url } = await digestLink();
    await db().query('delete from auth.users where id = $1', [ava.id]);
    expect(await answer(await oneClick(url))).toEqual([200, { unsubscribed: true }]);
  });
});

describe('the embedded schedule', () => {
  it('calls email-digest by itself, every interval, when the server is told to', async () => {
    const scheduled = await startTestServer({ emailDigests: { intervalMs: 200 } });
    try {
      const [ava, leo] = await createUsers(scheduled.ctx.db, 2);
      await scheduled.ctx.db.query(`update public.profiles set last_active = now() - interval '2 hours' where id = $1`, [ava.id]);
      await as(scheduled.ctx.db, leo)('insert into public.interests (sender_id, receiver_id) values ($1, $2)', [leo.id, ava.id]);
      const mail = await scheduled.app.mail.mailbox!.waitFor(addressOf(ava), undefined, 10_000);
      expect(mail.subject).toBe('You have a new like on Ascend');
    } finally {
      await scheduled.close();
    }
  });
});
