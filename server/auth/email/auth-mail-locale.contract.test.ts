import { useTestServer } from '../../testing/contract-server';
import { createTestClient } from '../../testing/test-client';

// The auth e-mails in the user's language (docs/i18n.md, On the server; mail-locale.ts): her profile's
// saved language, else her sign-up's metadata's, else English. A production-like server: sign-up mails
// a confirmation link.
const given = useTestServer(undefined, { auth: { autoconfirm: false } });
const client = () => createTestClient(given.server.url, given.server.anonKey);
const PASSWORD = 'Confirm123';

describe('in her language (docs/i18n.md, On the server)', () => {
  const mailTo = (to: string, subject: RegExp) => given.server.app.mail.mailbox!.waitFor(to, (m) => subject.test(m.subject));

  it("writes sign-up's confirmation in the language the sign-up's metadata names", async () => {
    const { error } = await client().auth.signUp({ email: 'lucia@example.com', password: PASSWORD, options: { data: { first_name: 'Lucía', locale: 'es' } } });
    expect(error).toBeNull();
    const mail = await mailTo('lucia@example.com', /Confirma tu cuenta de Ascend/);
    expect(mail.text).toMatch(
      /^¡Te damos la bienvenida a Ascend!\nConfirma que esta es tu dirección de correo para empezar a conocer gente\.\n\nConfirma tu dirección de correo: http\S+\n\nEste enlace funciona durante una hora y solo una vez\.\n\n— Ascend/,
    );
    // Its link works as the English one does.
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect((await client().auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'email' })).error).toBeNull();
  });

  /** A confirmed member who signed up in Spanish, then saved German in Settings. */
  async function germanMember(email: string) {
    await client().auth.signUp({ email, password: PASSWORD, options: { data: { locale: 'es' } } });
    const confirm = new URL(/https?:\/\/\S+/.exec((await mailTo(email, /Confirma/)).text)![0]);
    await client().auth.verifyOtp({ token_hash: confirm.searchParams.get('token_hash')!, type: 'email' });
    await given.server.ctx.db.query(`update public.profiles set locale = 'de' where email = $1`, [email]);
  }

  it("writes the password reset and the magic link in her profile's saved language, over the metadata's", async () => {
    await germanMember('jonas@example.com');
    await germanMember('greta@example.com');

    expect((await client().auth.resetPasswordForEmail('jonas@example.com')).error).toBeNull();
    const reset = await mailTo('jonas@example.com', /Setze dein Ascend-Passwort zurück/);
    expect(reset.text).toContain('Neues Passwort wählen: http');
    expect(reset.text).toContain('Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.');

    // A second member: the reset and the magic link share one mail a minute.
    expect((await client().auth.signInWithOtp({ email: 'greta@example.com', options: { shouldCreateUser: false } })).error).toBeNull();
    const magic = await mailTo('greta@example.com', /Dein Anmeldelink für Ascend/);
    expect(magic.text).toMatch(/Oder gib diesen Code ein: \d{6}/);
    expect(magic.text).toContain('Anmelden: http');
  });

  it("writes the account's notices in her saved language too: the reauthentication code", async () => {
    await germanMember('karl@example.com');
    const browser = client();
    expect((await browser.auth.signInWithPassword({ email: 'karl@example.com', password: PASSWORD })).error).toBeNull();
    expect((await browser.auth.reauthenticate()).error).toBeNull();
    const mail = await mailTo('karl@example.com', /Dein Bestätigungscode für Ascend/);
    expect(mail.text).toMatch(/^Gib diesen Code ein, um zu bestätigen, dass du es bist: \d{6}\n\nEr gilt eine Stunde lang und nur einmal\./);
  });

  it('stays in English for a member who chose English, or sent a language Ascend does not speak', async () => {
    expect((await client().auth.signUp({ email: 'pierre@example.com', password: PASSWORD, options: { data: { locale: 'fr' } } })).error).toBeNull();
    expect((await mailTo('pierre@example.com', /Confirm your Ascend account/)).text).toMatch(/^Welcome to Ascend!\n/);
  });
});
