import type { Claims, Role } from '../jwt';
import type { Database, Engine } from './types';

const ROLES: readonly Role[] = ['anon', 'authenticated', 'service_role'];

// What PostgREST does at the start of each request; the role is a parameter, never spliced in.
// request.jwt.claim.* are the settings older Supabase SQL (and auth.uid()) still reads first.
// SET ROLE does not apply a role's own settings (ALTER ROLE … SET); PostgREST applies them, so its
// statement_timeout (anon 3 s, authenticated 8 s: 20261126110300_api_statement_timeouts.sql) holds
// for the request. pg_roles is readable by every role.
const SET_REQUEST_CLAIMS = `select
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claim.role', $1, true),
  set_config('request.headers', $4, true),
  set_config('search_path', coalesce($5, current_setting('search_path')), true),
  set_config('statement_timeout', coalesce(
    (select substr(c, char_length('statement_timeout=') + 1)
       from pg_catalog.pg_roles r cross join lateral unnest(r.rolconfig) as c
      where r.rolname = $1 and c like 'statement\\_timeout=%'),
    current_setting('statement_timeout')), true)`;

/** The Database every surface uses, on top of either driver. */
export function createDatabase(engine: Engine): Database {
  return {
    query: (sql, params) => engine.query(sql, params),
    transaction: (fn) => engine.transaction((tx) => fn(tx)),
    asRole(claims: Claims, fn, headers = {}, searchPath) {
      if (!ROLES.includes(claims.role)) {
        return Promise.reject(new Error(`unknown database role: ${String(claims.role)}`));
      }
      return engine.transaction(async (tx) => {
        await tx.query(SET_REQUEST_CLAIMS, [claims.role, JSON.stringify(claims), claims.sub ?? '', JSON.stringify(headers), searchPath ?? null]);
        return fn({ query: (sql, params) => tx.query(sql, params) });
      });
    },
    listen: (channel, onPayload) => engine.listen(channel, onPayload),
    poolUse: engine.poolUse,
    close: () => engine.close(),
  };
}
