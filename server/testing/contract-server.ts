import type { SupabaseClient } from '@supabase/supabase-js';
import { disconnectAll, signUpUser, type TestUser } from './realtime-clients';
import { loadFixtures, testClient } from './rest-fixtures';
import { startTestServer, type TestServer } from './test-server';

type Prepared = Record<string, unknown>;

const isTestUser = (value: unknown): value is TestUser =>
  typeof value === 'object' && value !== null && 'id' in value && 'client' in value;

/**
 * The preamble of a contract-test file: a test server started before the file's tests, with what
 * `prepare` builds on it (fixtures, clients, members), and all of it closed after them (every member
 * among the prepared values is disconnected first). Call it at the top of the file and read the fields
 * inside the tests: beforeAll fills them in.
 */
export function useTestServer<T extends Prepared = Prepared>(
  prepare: (server: TestServer) => Promise<T> = async () => ({}) as T,
  options?: Parameters<typeof startTestServer>[0],
): { server: TestServer } & T {
  const given = {} as { server: TestServer } & T;
  beforeAll(async () => {
    const server = await startTestServer(options);
    Object.assign(given, { server });
    Object.assign(given, await prepare(server));
  });
  afterAll(async () => {
    await disconnectAll(Object.values(given).filter(isTestUser).map((member) => member.client));
    await given.server?.close();
  });
  return given;
}

/** The REST contract tests' server: the fixture tables loaded, `db` supabase-js with the service role key. */
export function useRestFixtures<T extends Prepared = Prepared>(
  prepare: (server: TestServer) => Promise<T> = async () => ({}) as T,
): { server: TestServer; db: SupabaseClient } & T {
  return useTestServer(async (server) => {
    await loadFixtures(server);
    return { db: testClient(server.url, server.serviceRoleKey), ...(await prepare(server)) };
  });
}

/** Members signed up by name on the server, each with a client of their own (realtime-clients.ts). */
export async function signUpMembers<Name extends string>(server: TestServer, names: readonly Name[]): Promise<Record<Name, TestUser>> {
  const members = {} as Record<Name, TestUser>;
  for (const name of names) members[name] = await signUpUser(server, name);
  return members;
}
