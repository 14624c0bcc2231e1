import type { Claims, Role } from '../jwt';
import type { Database, Engine } from './types';

const ROLES: readonly Role[] = ['anon', 'authenticated', 'service_role'];

// What PostgREST does at the start of each request; the role is a parameter, never spliced in.
// request.jwt.claim.* are the settings older Supabase SQL (and auth.uid()) still reads first.
const SET_REQUEST_CLAIMS = `select
  set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claim.role', $1, true)`;

/** The Database every surface uses, on top of either driver. */
export function createDatabase(engine: Engine): Database {
  return {
    query: (sql, params) => engine.query(sql, params),
    transaction: (fn) => engine.transaction((tx) => fn(tx)),
    asRole(claims: Claims, fn) {
      if (!ROLES.includes(claims.role)) {
        return Promise.reject(new Error(`unknown database role: ${String(claims.role)}`));
      }
      return engine.transaction(async (tx) => {
        await tx.query(SET_REQUEST_CLAIMS, [claims.role, JSON.stringify(claims), claims.sub ?? '']);
        return fn({ query: (sql, params) => tx.query(sql, params) });
      });
    },
    listen: (channel, onPayload) => engine.listen(channel, onPayload),
    close: () => engine.close(),
  };
}
