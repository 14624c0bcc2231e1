import { randomUUID } from 'node:crypto';
import { insertAuthUsers } from '../db/seed/auth-users';
import type { Database, QueryResult } from '../db/types';
import type { Claims } from '../jwt';

export interface TestUser {
  id: string;
  username: string;
  claims: Claims;
}

export const ANON: Claims = { role: 'anon' };
export const SERVICE: Claims = { role: 'service_role' };

// What the registration form always sends besides the username: a member with them may meet others
// (adults-only.test.ts). A test of a Google-style member passes null for them.
const REGISTERED = { first_name: 'Test', birth_date: '1990-01-01' };

/** Signed-up users (their profiles come from the sign-up trigger), each with a unique username. */
export async function createUsers(
  db: Database,
  count: number,
  metadata: Record<string, unknown> = {},
): Promise<TestUser[]> {
  const users = Array.from({ length: count }, () => {
    const id = randomUUID();
    const username = `t_${id.slice(0, 8)}`;
    return { id, username, claims: { role: 'authenticated' as const, sub: id, email: `${username}@example.com` } };
  });
  await db.transaction((tx) =>
    insertAuthUsers(
      tx,
      users.map((u) => ({ id: u.id, email: u.claims.email!, metadata: { ...REGISTERED, username: u.username, ...metadata } })),
      // Tests never sign in, so no real bcrypt hash is needed.
      'not-a-password-hash',
    ),
  );
  return users;
}

/**
 * Accounts with fixed ids, for tests whose tokens name their users by id: a token is served only
 * while its user exists.
 */
export async function createAccounts(db: Database, ids: string[]): Promise<void> {
  await db.transaction((tx) =>
    insertAuthUsers(
      tx,
      ids.map((id) => ({ id, email: `u_${id.slice(-12)}@example.com`, metadata: { username: `u_${id.slice(-12)}` } })),
      'not-a-password-hash',
    ),
  );
}

/** Runs one statement as the given caller (a user, ANON or SERVICE), like one API request. */
export function as(db: Database, who: TestUser | Claims) {
  const claims: Claims = 'claims' in who ? (who as TestUser).claims : who;
  return <T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>> =>
    db.asRole(claims, (tx) => tx.query<T>(sql, params));
}

/** Makes a and b a match: b accepted a's interest. */
export async function makeMatch(db: Database, a: TestUser, b: TestUser): Promise<void> {
  await db.query(`insert into public.interests (sender_id, receiver_id, status) values ($1, $2, 'accepted')`, [
    a.id,
    b.id,
  ]);
}

/**
 * The receiver accepts the sender's pending interest with accept_interest(), as the SPA does; true
 * when it was accepted. The test finds the interest itself: a receiver whose plan does not show who
 * liked her cannot select it (docs/plans.md, See who liked you).
 */
export async function acceptInterest(db: Database, receiver: TestUser, sender: TestUser): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('select id from public.interests where sender_id = $1 and receiver_id = $2', [sender.id, receiver.id]);
  if (!rows[0]) return false;
  const answer = await as(db, receiver)<{ accepted: boolean }>('select public.accept_interest($1) as accepted', [rows[0].id]);
  return answer.rows[0].accepted;
}

/** The receiver passes on the sender's pending interest with pass_interest(); true when passed. */
export async function passInterest(db: Database, receiver: TestUser, sender: TestUser): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('select id from public.interests where sender_id = $1 and receiver_id = $2', [sender.id, receiver.id]);
  if (!rows[0]) return false;
  const answer = await as(db, receiver)<{ passed: boolean }>('select public.pass_interest($1) as passed', [rows[0].id]);
  return answer.rows[0].passed;
}
