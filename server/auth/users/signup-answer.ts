import { randomUUID } from 'node:crypto';
import { AUDIENCE } from './users';

type Json = Record<string, unknown>;

/**
 * What sign-up answers while an address waits for its link (confirmation on): one shape and the
 * same values, but for the id and the times, whether the address is new, has an account waiting for
 * its link, or a confirmed one, so that the answer tells nobody who is registered. GoTrue answers its
 * obfuscated user (sanitizeUser: random id, no identities, times of now) only for a confirmed
 * address, and the real user, identities and all, otherwise; here the new user is answered in the
 * obfuscated user's shape instead, with its real id (random too) and no identities.
 */
export function awaitingUserJson(id: string, email: string, data: Json, at: string): Json {
  return {
    id,
    aud: AUDIENCE,
    role: AUDIENCE,
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: { provider: 'email', providers: ['email'] },
    // What a new user's tokens will carry once the link is opened: the client's data plus this flag.
    user_metadata: { ...data, email_verified: false },
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  };
}

/** The answer for an address that already has an account: a user that looks just created. */
export function obfuscatedUserJson(email: string, data: Json): Json {
  return awaitingUserJson(randomUUID(), email, data, new Date().toISOString());
}
