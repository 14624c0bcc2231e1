import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/shared/api';
import { testServerEnv } from './test-server-env';

export interface TestMember {
  id: string;
  email: string;
  password: string;
  username: string;
}

const PASSWORD = 'Secret123';
let clients = 0;

/** A supabase-js client of the test's own, beside the app's (a storage key of its own keeps them apart). */
export function testClient(key: 'anonKey' | 'serviceRoleKey' = 'anonKey') {
  const env = testServerEnv();
  clients += 1;
  return createClient<Database>(env.url, env[key], {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `ascend-test-${clients}` },
  });
}

/** A name no other test (in any worker) uses: for usernames (3–30 of [A-Za-z0-9_]) and e-mails. */
export const uniqueName = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;

/**
 * A member signed up through the real auth service; the database's trigger made their profile. Past
 * the new member's walk-through (`onboarding: 'done'`, as the walk-through leaves it), so a test of
 * another page lands there.
 */
export async function signUpMember(
  metadata: Record<string, string> = {},
  email = `${uniqueName('member')}@example.com`,
): Promise<TestMember> {
  const username = metadata.username ?? uniqueName('member');
  const { data, error } = await testClient().auth.signUp({
    email,
    password: PASSWORD,
    options: {
      data: { first_name: 'Test', last_name: 'Member', gender: 'female', birth_date: '1995-06-15', onboarding: 'done', ...metadata, username },
    },
  });
  if (error || !data.user) throw error ?? new Error('Sign-up returned no user');
  return { id: data.user.id, email, password: PASSWORD, username };
}

/** A client signed in as the member: reads through the REST API as they would, under RLS. */
export async function clientAs(member: TestMember) {
  const client = testClient();
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: member.password });
  if (error) throw error;
  return client;
}

/**
 * Puts the member on a paid plan as a confirmed checkout would (record_subscription, with the
 * service role): a 30-day period from now.
 */
export async function subscribeMember(member: TestMember, tier: 'basic' | 'premium' | 'elite') {
  const now = Date.now();
  const { error } = await testClient('serviceRoleKey').rpc('record_subscription', {
    event: uniqueName('evt'),
    member: member.id,
    tier,
    subscription: uniqueName('sub'),
    customer: uniqueName('cus'),
    period_start: new Date(now).toISOString(),
    period_end: new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString(),
    cancel_at_period_end: false,
    trial_end: null as unknown as string,
    ended: false,
    replaces: true,
  });
  if (error) throw error;
}
