import { performance } from 'node:perf_hooks';
import { memberToken } from '../../server/testing/ai-answers';
import { createMember } from '../../server/testing/discovery-members';
import { startFakeOpenAI, type FakeOpenAI, type TextReply } from '../../server/testing/fake-openai';
import { startTestServer, type TestServer } from '../../server/testing/test-server';

/** Calls one member makes at most: under both of the function's limits for a Free member (20 a minute, 20 a day). */
export const CALLS_PER_MEMBER = 15;

export interface AiWorld {
  server: TestServer;
  fake: FakeOpenAI;
  /** Sets the fake's pacing; `arrivedAt` is stamped as each completions request reaches it. */
  pace(reply: TextReply): void;
  /** performance.now() when the fake last received a completions request. */
  arrivedAt(): number;
  /** Members whose tokens each serve at most CALLS_PER_MEMBER calls, so no call meets a limit. */
  tokens(calls: number): Promise<() => string>;
  /** A signed-in member who makes no AI calls, for the REST probe. */
  readerToken(): Promise<string>;
  membersCreated(): number;
  close(): Promise<void>;
}

/** The embedded server (in-memory, migrated) with the `ai` function pointed at a paced fake provider. */
export async function startAiWorld(): Promise<AiWorld> {
  const fake = await startFakeOpenAI();
  const server = await startTestServer();
  // The gateway reads these per request: no restart needed.
  server.ctx.config.functionSecrets = { OPENAI_API_KEY: 'bench', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'bench-model' };
  let arrived = NaN;
  let created = 0;
  const newMember = async () => {
    created++;
    const member = await createMember(server.ctx.db, {
      profile: { first_name: `Bench${created}`, interests: ['Hiking', 'Coffee'], bio: 'Here for the benchmark.' },
    });
    return memberToken(server, member.id);
  };
  return {
    server,
    fake,
    pace(reply) {
      fake.setDefault(() => {
        arrived = performance.now();
        return reply;
      });
    },
    arrivedAt: () => arrived,
    async tokens(calls) {
      const tokens: string[] = [];
      for (let i = 0; i < Math.ceil(calls / CALLS_PER_MEMBER); i++) tokens.push(await newMember());
      let handedOut = 0;
      return () => {
        if (handedOut >= tokens.length * CALLS_PER_MEMBER) throw new Error('the bench used up its members');
        return tokens[handedOut++ % tokens.length];
      };
    },
    readerToken: newMember,
    membersCreated: () => created,
    async close() {
      await server.close();
      await fake.close();
    },
  };
}
