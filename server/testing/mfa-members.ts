import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { DEFAULT_RATE_LIMITS } from '../auth/auth-options';
import { createTestClient } from './test-client';
import { startTestServer, type TestServer } from './test-server';

const PASSWORD = 'Authenticator1';
const HOUR = 60 * 60 * 1000;

/** A test server whose sign-in and sign-up limits leave room for the many members an MFA suite signs in. */
export function startMfaTestServer(): Promise<TestServer> {
  const roomy = { max: 10_000, windowMs: HOUR };
  return startTestServer({ auth: { rateLimit: { ...DEFAULT_RATE_LIMITS, requests: roomy, accountsPerAddress: roomy } } });
}

/** The authenticator app: the code for the step `stepsAhead` steps from now (an accepted code burns its step). */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

export interface MfaMember {
  email: string;
  client: SupabaseClient;
}

/** A new member, signed in with her password (aal1). */
export async function signedUpMember(server: TestServer): Promise<MfaMember> {
  const email = `m${randomUUID().slice(0, 8)}@example.com`;
  const { error } = await createTestClient(server.url, server.anonKey).auth.signUp({ email, password: PASSWORD });
  if (error) throw error;
  return { email, client: await signIn(server, email) };
}

/** Another aal1 session of the member (another device, or a thief with her password). */
export async function signIn(server: TestServer, email: string): Promise<SupabaseClient> {
  const client = createTestClient(server.url, server.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

/** Enrols and verifies an authenticator app (the session becomes aal2); its id and secret. */
export async function withVerifiedTotp(
  client: SupabaseClient,
  friendlyName = 'Phone',
): Promise<{ factorId: string; secret: string; /** the code the enrolment spent */ code: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (enrolled.error) throw enrolled.error;
  const code = totpCode(enrolled.data.totp.secret);
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code });
  if (verified.error) throw verified.error;
  return { factorId: enrolled.data.id, secret: enrolled.data.totp.secret, code };
}

/** The claims of the client's current access token. */
export async function tokenClaims(client: SupabaseClient): Promise<{ aal: string; amr: { method: string; timestamp: number }[] }> {
  const { data } = await client.auth.getSession();
  const payload = data.session!.access_token.split('.')[1];
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
