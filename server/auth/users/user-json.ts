import { factorJson, type FactorRow } from '../mfa/factor-rows';
import type { IdentityRow, UserRow } from './user-row';

type Json = Record<string, unknown>;

const iso = (value: Date | null) => (value ? value.toISOString() : undefined);

/** Leaves out undefined fields, as GoTrue's `omitempty` leaves out unset ones. */
function compact(fields: Json): Json {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** An identity as GoTrue serialises it: `identity_id` is the row id, `id` the provider's user id. */
export function identityJson(identity: IdentityRow): Json {
  return compact({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email || undefined,
  });
}

/** The user object of GoTrue's responses, fields in its order; `factors` is omitted when empty. */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[] = []): Json {
  return compact({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: iso(user.created_at) ?? '',
    updated_at: iso(user.updated_at) ?? '',
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  });
}
