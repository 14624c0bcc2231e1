import { Secret, TOTP } from 'otpauth';
import { clientAs, signUpMember, type TestMember } from './members';

/** The code an authenticator app shows for the secret, `steps` 30-second steps from now (GoTrue's TOTP: SHA-1, 6 digits). */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
}

export interface MemberWithApp extends TestMember {
  secret: string;
  recoveryCodes: string[];
}

/**
 * A member who turned two-step sign-in on through supabase-js, as Settings → Security does: an app
 * enrolled and confirmed with the PREVIOUS step's code (the server takes a code once, and no older
 * one after it, so the test's own "now" code stays good), then ten recovery codes at aal2.
 */
export async function signUpMemberWithApp(): Promise<MemberWithApp> {
  const member = await signUpMember();
  const client = await clientAs(member);
  const { data: enrolled, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: totpCode(enrolled.totp.secret, -1) });
  if (verified.error) throw verified.error;
  const codes = await client.rpc('generate_recovery_codes');
  if (codes.error) throw codes.error;
  await client.auth.signOut({ scope: 'local' });
  return { ...member, secret: enrolled.totp.secret, recoveryCodes: codes.data };
}
