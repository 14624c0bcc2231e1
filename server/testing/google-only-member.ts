import { randomUUID } from 'node:crypto';
import { signJwt } from '../jwt';
import type { TestServer } from './test-server';

export interface GoogleOnlyMember {
  id: string;
  /** An access token of a live session whose only sign-in (amr `oauth`) happened `signedInSecondsAgo` ago. */
  token: string;
}

/**
 * A member who signs in with Google only (no password, one `google` identity), as the auth server
 * stores one, with a session that signed in the given time ago: what a real Google sign-in leaves,
 * without going through the consent page.
 */
export async function googleOnlyMember(server: TestServer, username: string, signedInSecondsAgo: number): Promise<GoogleOnlyMember> {
  const id = randomUUID();
  const sessionId = randomUUID();
  const email = `${username}@gmail.test`;
  await server.ctx.db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                               raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '', now(),
               '{"provider": "google", "providers": ["google"]}', jsonb_build_object('username', $3::text), now(), now(), false)`,
      [id, email, username],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1, $2, jsonb_build_object('email', $3::text, 'sub', $1::text), 'google', now(), now())`,
      [`g-${id}`, id, email],
    );
    await tx.query(`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`, [sessionId, id]);
  });
  const signedInAt = Math.floor(Date.now() / 1000) - signedInSecondsAgo;
  const token = await signJwt(
    {
      role: 'authenticated',
      aud: 'authenticated',
      sub: id,
      email,
      session_id: sessionId,
      amr: [{ method: 'oauth', timestamp: signedInAt }],
    },
    server.ctx.config.jwtSecret,
    3600,
  );
  return { id, token };
}
