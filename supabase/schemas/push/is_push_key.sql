-- Whether a subscription key is unpadded base64url of exactly `bytes` bytes, as
-- PushSubscription.toJSON() gives them: the device's public key p256dh (65, an uncompressed P-256
-- point) and its auth secret (16). RFC 8291 encryption needs exactly these.
create or replace function private.is_push_key(key text, bytes integer) returns boolean
language sql immutable
set search_path = ''
as $$
  select key is not null
     and char_length(key) = ceil(bytes * 4 / 3.0)::integer
     and key ~ '^[A-Za-z0-9_-]+$'
     and length(decode(rpad(translate(key, '-_', '+/'), (char_length(key) + 3) / 4 * 4, '='), 'base64')) = bytes;
$$;
revoke execute on function private.is_push_key(text, integer) from public;
