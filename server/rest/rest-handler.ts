import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler, ServerContext } from '../context';
import { HttpError } from '../http/http-error';
import { clientIp, type TrustedProxies } from '../http/client-ip';
import { requestClaims } from '../http/request-claims';
import type { Role } from '../jwt';
import { negotiateMedia } from './parse/media-type';
import { parsePrefer } from './parse/prefer';
import { restErrorFromDatabase } from './pg-error';
import { readTable } from './read-request';
import { send } from './respond';
import { RestError, restErrors } from './rest-error';
import { readRestOptions, type RestOptions } from './rest-options';
import type { RestRequest } from './rest-request';
import { callFunction } from './rpc-request';
import { SchemaCacheHolder } from './schema-cache-holder';
import { ident } from './sql/sql-params';
import { writeTable } from './write-request';

/**
 * `/rest/v1`: PostgREST's API over the exposed schemas (PGRST_DB_SCHEMAS, rest-options.ts), each request
 * one transaction as the caller's role.
 */
export function createRestHandler(ctx: ServerContext, overrides: Partial<RestOptions> = {}): Handler {
  const options = { ...readRestOptions(), ...overrides };
  // One schema cache per exposed schema, as PostgREST's holds every schema of db-schemas.
  const caches = new Map(options.schemas.map((schema) => [schema, new SchemaCacheHolder(ctx.db, schema)]));
  return async (req, res, subpath) => {
    let role: Role = 'anon';
    try {
      const claims = await requestClaims(ctx, req);
      role = claims.role;
      const schema = requestSchema(req, options.schemas);
      // PostgREST names the schema it answered from when there is a choice.
      if (options.schemas.length > 1) res.setHeader('Content-Profile', schema);
      const r: RestRequest = {
        req,
        res,
        url: new URL(req.url ?? '/', 'http://localhost'),
        claims,
        prefs: parsePrefer(req.headers.prefer),
        accept: negotiateMedia(req.headers.accept, { planEnabled: options.planEnabled }),
        db: ctx.db,
        caches: caches.get(schema)!,
        dbHeaders: headersForSql(req, options.trustProxy ?? false),
        // PostgREST's search_path: the request's schema, then db-extra-search-path.
        searchPath: [schema, ...options.extraSearchPath].map(ident).join(', '),
      };
      await route(r, subpath);
    } catch (error) {
      answerError(res, error, role);
    }
  };
}

/**
 * request.headers as PostgREST sets it, with x-real-ip the client address as the server believes it
 * (TRUST_PROXY's rule), as a reverse proxy sets that header: SQL rates anonymous callers by it.
 */
function headersForSql(req: IncomingMessage, trustProxy: TrustedProxies): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-real-ip'] = clientIp(req, trustProxy);
  return headers;
}

async function route(r: RestRequest, subpath: string): Promise<void> {
  const segments = subpath.split('/').filter((s) => s !== '').map(decodeSegment);
  const method = r.req.method ?? 'GET';
  if (segments.length === 2 && segments[0] === 'rpc') return callFunction(r, segments[1]);
  if (segments.length === 0) {
    if (method !== 'GET' && method !== 'HEAD') throw restErrors.unsupportedMethod(method);
    return describeSchema(r);
  }
  if (segments.length !== 1) return send(r.res, 404, {}, { text: '{}', media: 'json' });
  const table = segments[0];
  if (method === 'GET' || method === 'HEAD') return readTable(r, table);
  if (method === 'POST') return writeTable(r, table, 'insert');
  if (method === 'PATCH') return writeTable(r, table, 'update');
  if (method === 'DELETE') return writeTable(r, table, 'delete');
  throw restErrors.unsupportedMethod(method);
}

/**
 * The schema a request names, as PostgREST's getSchema: Accept-Profile on GET and HEAD (reads, GET
 * calls), Content-Profile on POST, PATCH, PUT and DELETE (writes, POST calls); none names the first
 * exposed one. Any schema not exposed is 406 PGRST106, whether or not it exists.
 */
function requestSchema(req: IncomingMessage, schemas: string[]): string {
  const method = req.method ?? 'GET';
  const header = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) ? 'content-profile' : 'accept-profile';
  const profile = req.headers[header];
  if (profile === undefined) return schemas[0];
  if (!schemas.includes(profile as string)) throw restErrors.unacceptableSchema(String(profile), schemas);
  return profile as string;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw restErrors.parse(`"failed to parse path (${segment})" (line 1, column 1)`, 'invalid percent-encoding');
  }
}

// A small OpenAPI index of what can be called, in place of PostgREST's full description.
async function describeSchema(r: RestRequest): Promise<void> {
  const cache = await r.caches.get();
  const paths: Record<string, object> = { '/': {} };
  for (const [name, relation] of cache.relations) if (relation.kind !== 'c') paths[`/${name}`] = {};
  for (const name of cache.routines.keys()) paths[`/rpc/${name}`] = {};
  const doc = { swagger: '2.0', info: { title: 'Ascend REST API', version: '12' }, basePath: '/rest/v1', paths };
  send(r.res, 200, {}, { text: JSON.stringify(doc), media: 'json' });
}

function answerError(res: ServerResponse, error: unknown, role: Role): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.removeHeader('Content-Profile');
  if (error instanceof RestError) return send(res, error.status, error.headers, { text: JSON.stringify(error.body), media: 'json' });
  if (error instanceof HttpError) return send(res, error.status, error.headers, { text: JSON.stringify(error.body), media: 'json' });
  const fromDatabase = restErrorFromDatabase(error, role);
  if (fromDatabase) {
    return send(res, fromDatabase.status, fromDatabase.headers, { text: JSON.stringify(fromDatabase.body), media: 'json' });
  }
  console.error('rest request failed:', error);
  const internal = new RestError(500, 'PGRSTX00', 'Internal server error');
  send(res, 500, {}, { text: JSON.stringify(internal.body), media: 'json' });
}
