-- Whether a push subscription's endpoint names a push service the server may send to: an https URL
-- whose host is one of private.push_services (or under one that admits subdomains), or a URL under
-- one of the exact origins of private.push_test_origins (the tests' local push service, written
-- only when the embedded server is told to). No user, password or other origin, so nobody makes the
-- server post to a URL of their choosing (docs/security.md).
create or replace function private.push_endpoint_allowed(endpoint text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select endpoint is not null and char_length(endpoint) <= 1000 and (
    exists (
      select 1
        from private.push_services s,
             lower(substring(endpoint from '^https://([A-Za-z0-9.-]+)(?::[0-9]{1,5})?/[^\s]*$')) as h(host)
       where h.host = s.host or (s.subdomains and h.host like '%.' || s.host))
    or exists (
      select 1 from private.push_test_origins o
       where left(endpoint, char_length(o.origin) + 1) = o.origin || '/' and endpoint !~ '\s'));
$$;
revoke execute on function private.push_endpoint_allowed(text) from public;
