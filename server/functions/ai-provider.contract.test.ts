import { withCors } from '../../supabase/functions/_shared/cors';
import { createAiHandler } from '../../supabase/functions/ai/handler';
import { askAi, memberToken, type AiReply } from '../testing/ai-answers';
import { createMember } from '../testing/discovery-members';
import { messageText, startFakeOpenAI, type ChatCompletionRequestBody, type FakeOpenAI } from '../testing/fake-openai';
import { sendMessage } from '../testing/messaging-members';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { TestUser } from '../testing/test-users';
import { EDGE_FUNCTIONS } from './registry';
import { subscribe } from '../testing/subscriptions';

// The `ai` function with a provider: the real `openai` SDK against an OpenAI-compatible fake that
// speaks the wire format (streaming, JSON mode, errors). What is sent, what is streamed back, and
// the canned answer whenever the provider fails (docs/ai.md).
let server: TestServer;
let fake: FakeOpenAI;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
const tokens: Record<string, string> = {};
const ALICE_TO_BOB = 'My flat is at 12 Harbour Street, come by on Friday';

beforeAll(async () => {
  fake = await startFakeOpenAI();
  // A short silence limit, so that the timeout test waits 0.4 s rather than 15.
  server = await startTestServer({ functions: { ...EDGE_FUNCTIONS, ai: { handler: withCors(createAiHandler({ idleTimeoutMs: 400 })) } } });
  server.ctx.config.functionSecrets = { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-chat' };
  const db = server.ctx.db;
  alice = await createMember(db, { profile: { first_name: 'Alice', last_name: 'Quillfeather', interests: ['Hiking', 'Coffee'], bio: 'Trail runner.' } });
  bob = await createMember(db, { gender: 'male', profile: { first_name: 'Bob', last_name: 'Marchbanks', interests: ['Hiking'] } });
  carol = await createMember(db, { profile: { first_name: 'Carol' } });
  await db.query(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [alice.id, bob.id]);
  // Premium: the matchmaker is theirs, and the day's answers are no limit here.
  await subscribe(db, [alice.id, bob.id, carol.id]);
  await sendMessage(db, alice, bob, ALICE_TO_BOB);
  for (const member of [alice, bob, carol]) tokens[member.id] = await memberToken(server, member.id);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => fake.reset());
afterEach(() => jest.restoreAllMocks());

const ask = (member: TestUser, body: object) => askAi(server, tokens[member.id], body);
const done = (reply: AiReply) => reply.events.find((e) => e.event === 'done')?.data as { simulated: boolean; result: Record<string, unknown> };
const sent = (i = 0) => fake.requests[i].body;
const promptOf = (i = 0) => sent(i).messages.map((m) => String(m.content)).join('\n');
const json = (value: object) => ({ text: JSON.stringify(value) });

describe('what the provider is asked', () => {
  // The fake's default text is not the JSON the structured tools ask for: they fall back, quietly here.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  it.each([
    ['profile-enhancement', {}, 0.7, 500, false],
    ['compatibility', { partner: true }, 0.7, 1000, true],
    ['conversation-coach', { partner: true }, 0.7, 500, false],
    ['safety-check', { partner: true }, 0.3, 500, true],
    ['date-planning', { partner: true }, 0.7, 500, false],
    ['growth-feedback', {}, 0.7, 500, false],
    ['matchmaker', { personaId: 'sage' }, 0.7, 1000, true],
  ])('%s: the SPEC\'s temperature and max tokens, the configured model and key', async (tool, extra, temperature, maxTokens, jsonMode) => {
    const { partner, ...rest } = extra as { partner?: boolean };
    await ask(alice, { tool, ...rest, ...(partner ? { partnerId: bob.id } : {}) });
    expect(sent()).toMatchObject({ model: 'fake-chat', temperature, max_tokens: maxTokens, stream: true });
    expect(sent().response_format?.type === 'json_object').toBe(jsonMode);
    expect(fake.requests[0].authorization).toBe('Bearer test-key');
  });

  it('reads the caller\'s own conversation, and never a private field', async () => {
    await ask(alice, { tool: 'conversation-coach', partnerId: bob.id });
    const prompt = promptOf();
    expect(prompt).toContain(JSON.stringify(ALICE_TO_BOB));
    expect(prompt).toContain('Trail runner.');
    for (const secret of ['Quillfeather', 'Marchbanks', '@example.com', 'birth']) expect(prompt).not.toContain(secret);
  });

  it('cannot read a conversation the caller is not in', async () => {
    await ask(carol, { tool: 'safety-check', partnerId: bob.id });
    expect(promptOf()).not.toContain('Harbour Street');
    expect(promptOf()).toContain('They have not written to each other yet.');
  });
});

describe('answers', () => {
  it('streams a text tool\'s words as the provider sends them', async () => {
    fake.script({ text: 'Try asking about **hiking** trails.\n\nSuggested bio: Trail runner and coffee lover.', chunkSize: 6 });
    const reply = await ask(alice, { tool: 'profile-enhancement' });
    expect(reply.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(5);
    expect(reply.text).toBe('Try asking about **hiking** trails.\n\nSuggested bio: Trail runner and coffee lover.');
    expect(done(reply)).toEqual({ simulated: false, result: { kind: 'profile-enhancement', suggestedBio: 'Trail runner and coffee lover.' } });
  });

  it('validates a structured answer and renders it as text', async () => {
    fake.script(json({ score: 81.4, summary: 'A lot in common.', strengths: ['Both hike'], concerns: ['Pace'] }));
    const reply = await ask(alice, { tool: 'compatibility', partnerId: bob.id });
    expect(done(reply)).toEqual({ simulated: false, result: { kind: 'compatibility', score: 81, strengths: ['Both hike'], concerns: ['Pace'] } });
    expect(reply.text).toContain('**81% compatible with “Bob”**');
  });

  it('merges the safety rules\' flags with the model\'s, the higher risk winning', async () => {
    fake.script(json({ riskLevel: 'low', flags: ['Moves fast'], advice: 'Take your time.' }));
    const { result } = done(await ask(alice, { tool: 'safety-check', partnerId: bob.id }));
    expect(result).toEqual({
      kind: 'safety-check',
      riskLevel: 'medium',
      flags: [
        { source: 'rule', rule: 'address', message: expect.stringMatching(/^You shared a home address/) },
        { source: 'model', rule: null, message: 'Moves fast' },
      ],
    });
  });

  it('keeps only matchmaker suggestions from the caller\'s feed', async () => {
    fake.script(json({ intro: 'Here you go.', suggestions: [{ memberId: carol.id, reason: 'Thoughtful.' }, { memberId: '00000000-0000-4000-8000-000000000000', reason: 'Made up.' }] }));
    const { result, simulated } = done(await ask(bob, { tool: 'matchmaker', personaId: 'sage' }));
    expect(simulated).toBe(false);
    expect(result.suggestions).toEqual([{ memberId: carol.id, name: 'Carol', reason: 'Thoughtful.' }]);
  });

  it('puts both personality results in the prompt only when both members share theirs', async () => {
    const db = server.ctx.db;
    const result = (member: TestUser, shared: boolean, extraversion: number) =>
      db.query(
        `insert into public.personality_results (member_id, extraversion, agreeableness, conscientiousness, emotional_stability, intellect, shared_with_matches)
         values ($1, $2, 50, 50, 50, 50, $3)`,
        [member.id, extraversion, shared],
      );
    await result(alice, true, 81);
    await result(bob, false, 23);
    try {
      await ask(alice, { tool: 'compatibility', partnerId: bob.id });
      expect(promptOf()).not.toContain('Personality');
      await db.query('update public.personality_results set shared_with_matches = true where member_id = $1', [bob.id]);
      fake.reset();
      await ask(alice, { tool: 'compatibility', partnerId: bob.id });
      const lines = promptOf().split('\n').filter((line) => line.includes('Personality'));
      expect(lines).toEqual([
        '- Personality, shared by both (IPIP Big Five, 0-100): extraversion 81, agreeableness 50, conscientiousness 50, emotional stability 50, openness to ideas 50',
        '- Personality, shared by both (IPIP Big Five, 0-100): extraversion 23, agreeableness 50, conscientiousness 50, emotional stability 50, openness to ideas 50',
      ]);
    } finally {
      await db.query('delete from public.personality_results where member_id = any ($1)', [[alice.id, bob.id]]);
    }
  });

  it('logs the model, tokens and timings of an answered call', async () => {
    await ask(carol, { tool: 'growth-feedback' });
    const { rows } = await server.ctx.db.query('select outcome, model, prompt_tokens, completion_tokens, first_token_ms, latency_ms from private.ai_calls where user_id = $1 order by id desc limit 1', [carol.id]);
    expect(rows[0]).toEqual({ outcome: 'answered', model: 'fake-chat', prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), first_token_ms: expect.any(Number), latency_ms: expect.any(Number) });
    expect((rows[0] as { prompt_tokens: number }).prompt_tokens).toBeGreaterThan(10);
  });
});

describe('the canned answer when the provider fails', () => {
  it.each([
    ['answers 429', { status: 429, retryAfter: 20 }],
    ['answers 500', { status: 500 }],
    ['stays silent', { hang: true as const }],
    ['answers JSON that is not JSON', { malformed: true as const }],
    ['answers JSON of the wrong shape', json({ score: 300, summary: '', strengths: 'all' })],
  ])('when the provider %s', async (_, reply) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.script(reply);
    const answer = await ask(alice, { tool: 'compatibility', partnerId: bob.id });
    expect(answer.events.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(done(answer)).toMatchObject({ simulated: true, result: { kind: 'compatibility', score: expect.any(Number) } });
    // The server's log says why; the member only sees the canned answer.
    expect(String(warn.mock.calls[0][0])).toMatch(/^ai: compatibility/);
  });

  it('takes back the words already streamed when the provider drops mid-answer', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.script({ text: 'A long and thoughtful answer that never ends', chunkSize: 5, dropAfterChars: 15 });
    const answer = await ask(alice, { tool: 'growth-feedback' });
    const events = answer.events.map((e) => e.event);
    expect(events.slice(-3)).toEqual(['reset', 'delta', 'done']);
    expect(answer.text).toMatch(/^\*\*What works\*\*/);
    expect(done(answer).simulated).toBe(true);
  });
});

describe('in her language (docs/ai.md, Her language)', () => {
  const asksFor = (language: string) => (request: ChatCompletionRequestBody) =>
    request.messages.some((m) => m.role === 'system' && messageText(m).includes(`Answer in ${language}`))
      ? { text: language === 'German' ? 'Hallo Dora! Dein Profil zeigt, was dir Freude macht.' : 'Hola, Dora.' }
      : { text: 'Hello Dora!' };

  /** A member of her own, so that the earlier tests' calls count against nobody's limits here. */
  async function member(profile: Record<string, unknown>): Promise<TestUser> {
    const created = await createMember(server.ctx.db, { profile: { first_name: 'Dora', interests: ['Hiking'], ...profile } });
    await subscribe(server.ctx.db, [created.id]);
    tokens[created.id] = await memberToken(server, created.id);
    return created;
  }

  it('asks the model for German when her saved language is German, and streams its German answer', async () => {
    const dora = await member({ locale: 'de' });
    fake.script(asksFor('German'));
    const reply = await ask(dora, { tool: 'growth-feedback' });
    const system = sent().messages.find((m) => m.role === 'system')!;
    expect(messageText(system)).toMatch(/\nAnswer in German: the member reads Ascend in German/);
    expect(reply.text).toBe('Hallo Dora! Dein Profil zeigt, was dir Freude macht.');
    expect(done(reply).simulated).toBe(false);
  });

  it('asks a JSON tool for its text values in German, its keys as they are', async () => {
    const dora = await member({ locale: 'de' });
    await ask(dora, { tool: 'compatibility', partnerId: bob.id });
    expect(promptOf()).toContain('In the JSON, write the text values in German; keys and fixed values stay as given.');
  });

  it("writes its own words around a structured answer in her language: the compatibility's and the safety check's headings", async () => {
    const dora = await member({ locale: 'de' });
    fake.script(json({ score: 72, summary: 'Ihr habt viel gemeinsam.', strengths: ['Ihr wandert beide gern.'], concerns: ['Sprecht über Kinder.'] }));
    const compatible = await ask(dora, { tool: 'compatibility', partnerId: bob.id });
    expect(compatible.text).toBe(
      '**72 % kompatibel mit “Bob”**\n\nIhr habt viel gemeinsam.\n\n**Stärken**\n- Ihr wandert beide gern.\n\n**Worüber ihr reden solltet**\n- Sprecht über Kinder.',
    );
    fake.script(json({ riskLevel: 'low', flags: [], advice: 'Alles in Ordnung.' }));
    const safety = await ask(dora, { tool: 'safety-check', partnerId: bob.id });
    expect(safety.text).toBe('**Geringes Risiko** in deinem Gespräch mit “Bob”.\n\nNichts in deinem Gespräch passt zu einem bekannten Warnzeichen.\n\nAlles in Ordnung.');
  });

  it('takes the language the SPA sends over her saved one when Ascend speaks it', async () => {
    const dora = await member({ locale: 'de' });
    fake.script(asksFor('Spanish'));
    expect((await ask(dora, { tool: 'growth-feedback', locale: 'es-MX' })).text).toBe('Hola, Dora.');
    expect(promptOf()).toContain('Answer in Spanish');
    expect(promptOf()).not.toContain('German');
  });

  it('keeps her saved language when the SPA sends one Ascend does not speak, and refuses a long one', async () => {
    const dora = await member({ locale: 'de' });
    await ask(dora, { tool: 'growth-feedback', locale: 'fr' });
    expect(promptOf()).toContain('Answer in German');
    expect((await ask(dora, { tool: 'growth-feedback', locale: 'x'.repeat(36) })).status).toBe(400);
  });

  it('asks nothing more of the model for an English member', async () => {
    const english = await member({ locale: 'en' });
    fake.script(asksFor('German'));
    const reply = await ask(english, { tool: 'growth-feedback' });
    expect(promptOf()).not.toContain('Answer in');
    expect(reply.text).toBe('Hello Dora!');
  });
});
