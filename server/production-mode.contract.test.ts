import { memberToken } from './testing/ai-answers';
import { createMember } from './testing/discovery-members';
import { createTestClient } from './testing/test-client';
import { startTestServer, type TestServer } from './testing/test-server';
import { readServerMode } from './server-mode';

// A server others can reach, without STRIPE_SECRET_KEY or SMTP_URL: none of the stand-ins that would
// hand a stranger something runs (server-mode.ts; docs/deployment.md, What runs where).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ mode: readServerMode({ NODE_ENV: 'production' }) });
});
afterAll(() => server.close());

const checkout = (token: string, body: object) =>
  fetch(`${server.url}/functions/v1/checkout`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

const paymentsStatus = async () => {
  const res = await fetch(`${server.url}/functions/v1/checkout/status`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` } });
  return { status: res.status, body: (await res.json()) as unknown };
};

it('sells nothing without a payment provider: no test card, checkout answers 503 with the SPEC text', async () => {
  const member = await createMember(server.ctx.db);
  const token = await memberToken(server, member.id);
  expect(await checkout(token, { tier: 'elite' })).toEqual({
    status: 503,
    body: { code: 'payments_unavailable', error: 'Failed to process subscription. Please try again.' },
  });
  expect(await paymentsStatus()).toEqual({ status: 200, body: { available: false } });
  expect(server.app.payments).toBeUndefined();
  expect((await fetch(`${server.url}/local-stripe/v1/customers`)).status).toBe(404);
  const subscriptions = await server.ctx.db.query('select 1 from public.subscriptions where user_id = $1', [member.id]);
  expect(subscriptions.rows).toEqual([]);
});

it('offers no Google stand-in, no mailbox, and confirms no address at once', async () => {
  const settings = (await (await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } })).json()) as {
    external: Record<string, boolean>;
    mailer_autoconfirm: boolean;
  };
  expect(settings.external.google).toBe(false);
  expect(settings.mailer_autoconfirm).toBe(false);
  expect((await fetch(`${server.url}/_mail`)).status).toBe(404);
  const supabase = createTestClient(server.url, server.anonKey);
  const { data, error } = await supabase.auth.signUp({ email: 'new-member@example.com', password: 'Strong-pass1' });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  // The confirmation is written (kept in the unseen mailbox, as no SMTP_URL is set).
  expect((await server.app.mail.mailbox!.waitFor('new-member@example.com')).subject).toBe('Confirm your Ascend account');
});
