import { createTestClient } from '../../testing/test-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

// supabase-js's reauthenticate() and updateUser({ password, nonce }): a mailed code stands in for the
// current password once the session is no longer fresh (docs/local-backend.md, Auth).
let server: TestServer;
beforeAll(async () => {
  // Every session counts as old: a new password needs the current one or the nonce.
  server = await startTestServer({ auth: { reauthenticationWindowSeconds: 0 } });
});
afterAll(() => server.close());

async function codeFor(to: string): Promise<string> {
  const mail = await server.app.mail.mailbox!.waitFor(to, (m) => m.subject === 'Your Ascend confirmation code');
  return /code to confirm it is you: (\d{6})/.exec(mail.text)![1];
}

it('mails a code that lets her set a new password once, in place of the current one', async () => {
  const client = createTestClient(server.url, server.anonKey);
  await client.auth.signUp({ email: 'rosa@example.com', password: 'Before2024x' });
  expect((await client.auth.updateUser({ password: 'After2024y' })).error).toMatchObject({ code: 'current_password_required' });

  expect(await client.auth.reauthenticate()).toMatchObject({ error: null });
  const code = await codeFor('rosa@example.com');
  const wrong = await client.auth.updateUser({ password: 'After2024y', nonce: code === '000000' ? '111111' : '000000' });
  expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' });
  expect((await client.auth.updateUser({ password: 'After2024y', nonce: code })).error).toBeNull();
  expect((await createTestClient(server.url, server.anonKey).auth.signInWithPassword({ email: 'rosa@example.com', password: 'After2024y' })).error).toBeNull();

  // Spent: the same code changes nothing again.
  const again = await client.auth.updateUser({ password: 'Third2024z', nonce: code });
  expect(again.error).toMatchObject({ code: 'reauthentication_not_valid' });
});

it('needs a signed-in member', async () => {
  const { error } = await createTestClient(server.url, server.anonKey).auth.reauthenticate();
  expect(error).not.toBeNull();
});
