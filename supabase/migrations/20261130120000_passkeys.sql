-- Passkeys (docs/local-backend.md, Passkeys; docs/security.md). Ours, not GoTrue's auth.mfa_factors:
-- a passkey here is a whole sign-in (a discoverable credential, no e-mail typed, aal2), not a second
-- step after a password. Listed among GoTrue's factors it would make getAuthenticatorAssuranceLevel
-- answer nextLevel aal2 after every password sign-in of a member who has only passkeys, and send her
-- to a code step she cannot pass. Only the embedded auth server (server/auth/passkeys) reads or
-- writes these tables; on hosted Supabase, the passkeys Edge Function would (docs/deployment.md).

-- One row per credential: its public key (COSE) and signature counter, checked at each sign-in.
create table private.passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The authenticator's credential id, base64url (WebAuthn caps it at 1023 bytes).
  credential_id text not null unique check (char_length(credential_id) <= 1364 and credential_id ~ '^[A-Za-z0-9_-]+$'),
  public_key bytea not null check (octet_length(public_key) <= 2048),
  sign_count bigint not null default 0 check (sign_count >= 0),
  transports text[] not null default '{}' check (cardinality(transports) <= 8),
  friendly_name text not null check (char_length(friendly_name) between 1 and 100),
  -- Whether the passkey may be synced (a phone's or a password manager's), as its authenticator says.
  backed_up boolean not null default false,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  unique (user_id, friendly_name)
);
create index passkeys_user_id_idx on private.passkeys (user_id);
alter table private.passkeys enable row level security;
revoke all on private.passkeys from public, anon, authenticated;

-- A ceremony's challenge, spent by the first response that names it (deleted), whatever its outcome.
-- A registration's belongs to the signed-in member; a sign-in's to nobody yet (user_id null).
create table private.passkey_challenges (
  challenge text primary key check (challenge ~ '^[A-Za-z0-9_-]{43}$'),
  kind text not null check (kind in ('registration', 'authentication')),
  user_id uuid references auth.users (id) on delete cascade,
  expires_at timestamptz not null,
  check ((kind = 'registration') = (user_id is not null))
);
create index passkey_challenges_expires_at_idx on private.passkey_challenges (expires_at);
alter table private.passkey_challenges enable row level security;
revoke all on private.passkey_challenges from public, anon, authenticated;
