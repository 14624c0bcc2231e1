import { http, HttpResponse, type JsonBodyType } from 'msw';
import { restUrl, SUPABASE_URL } from '../supabase-url';

// Rows are whatever the test's fixtures build (typed rows have no index signature).
type Row = object;

/**
 * What a handler answers: a value, or one computed from the request (its JSON body for writes and
 * RPCs, its query for reads). A computed `undefined` passes the request on to the next handler.
 */
export type Answer<T, Input = undefined> = T | ((input: Input, request: Request) => T | undefined | Promise<T | undefined>);

async function resolve<T, Input>(answer: Answer<T, Input>, input: Input, request: Request): Promise<T | undefined> {
  return typeof answer === 'function' ? (answer as (input: Input, request: Request) => T | undefined | Promise<T | undefined>)(input, request) : answer;
}

const wantsObject = (request: Request) => (request.headers.get('Accept') ?? '').includes('application/vnd.pgrst.object+json');
const wantsRows = (request: Request) => /return=representation/.test(request.headers.get('Prefer') ?? '');

/** PostgREST's error body: what supabase-js turns into `{ code, message, details, hint }`. */
export function problem(status: number, code: string, message: string, details: string | null = null, hint: string | null = null) {
  return HttpResponse.json({ code, message, details, hint }, { status });
}

/**
 * Rows as PostgREST answers them: an array, or for supabase-js `.single()` (Accept:
 * vnd.pgrst.object+json) exactly one object, else 406 PGRST116; the total in Content-Range when
 * `Prefer: count=exact` asks for it (head requests for a badge).
 */
export function rowsResponse(request: Request, rows: Row[], status = 200): Response {
  if (wantsObject(request) && rows.length !== 1) {
    return problem(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows.length} rows`);
  }
  const body = request.method === 'HEAD' ? null : JSON.stringify(wantsObject(request) ? rows[0] : rows);
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (/count=exact/.test(request.headers.get('Prefer') ?? '')) headers.set('Content-Range', rows.length ? `0-${rows.length - 1}/${rows.length}` : '*/0');
  return new HttpResponse(body, { status, headers });
}

/** The `id=eq.<id>` filter of a request, as every single-row write of the SPA sends it. */
export const filteredId = (request: Request) => new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '');

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : {};
}

/**
 * One answer per endpoint, declared by the test that needs it (`server.use(rest.select(...))`): the
 * mocks hold no tables and apply no rule. A rule of the data (who sees what, what a write changes)
 * is the real database's, tested in the integration and server tiers.
 */
export const rest = {
  /** Reads of a table or view (GET, and HEAD for a count). */
  select: (relation: string, rows: Answer<Row[], URLSearchParams>) => {
    const answer = async ({ request }: { request: Request }) => {
      const found = await resolve(rows, new URL(request.url).searchParams, request);
      return found && rowsResponse(request, found);
    };
    return [http.get(restUrl(`/${relation}`), answer), http.head(restUrl(`/${relation}`), answer)];
  },
  /** Inserts (and upserts): the rows written, by default those sent. */
  insert: (relation: string, rows?: Answer<Row[], Row[]>) =>
    http.post(restUrl(`/${relation}`), async ({ request }) => {
      const body = await bodyOf(request);
      const sent = (Array.isArray(body) ? body : [body]) as Row[];
      const written = rows === undefined ? sent : await resolve(rows, sent, request);
      if (!written) return undefined;
      return wantsRows(request) ? rowsResponse(request, written, 201) : new HttpResponse(null, { status: 201 });
    }),
  /** Updates: the rows changed, by default the patch on the row its `id=eq.` filter names. */
  update: (relation: string, rows?: Answer<Row[], Row>) =>
    http.patch(restUrl(`/${relation}`), async ({ request }) => {
      const patch = (await bodyOf(request)) as Row;
      const changed = rows === undefined ? [{ ...patch, id: filteredId(request) }] : await resolve(rows, patch, request);
      if (!changed) return undefined;
      return wantsRows(request) ? rowsResponse(request, changed) : new HttpResponse(null, { status: 204 });
    }),
  /** Deletes: the rows removed, by default none asked back. */
  delete: (relation: string, rows: Answer<Row[], URLSearchParams> = []) =>
    http.delete(restUrl(`/${relation}`), async ({ request }) => {
      const removed = await resolve(rows, new URL(request.url).searchParams, request);
      if (!removed) return undefined;
      return wantsRows(request) ? rowsResponse(request, removed) : new HttpResponse(null, { status: 204 });
    }),
  /** A database function through /rest/v1/rpc: its result (rows for a set-returning one). */
  rpc: <Args extends Row = Row>(name: string, result: Answer<JsonBodyType, Args>) =>
    http.post(restUrl(`/rpc/${name}`), async ({ request }) => {
      const value = await resolve(result, (await bodyOf(request)) as Args, request);
      if (value === undefined) return undefined;
      return Array.isArray(value) ? rowsResponse(request, value as Row[]) : HttpResponse.json(value);
    }),
  /** An edge function under /functions/v1. */
  fn: <Body extends Row = Row>(name: string, result: Answer<Response, Body>) =>
    http.post(`${SUPABASE_URL}/functions/v1/${name}`, async ({ request }) => resolve(result, (await bodyOf(request)) as Body, request)),
  /** A GET of an edge function's path, e.g. 'checkout/status'. */
  fnGet: (path: string, result: Answer<Response>) => http.get(`${SUPABASE_URL}/functions/v1/${path}`, ({ request }) => resolve(result, undefined, request)),
};

/** What a dropped connection looks like to fetch: the request fails without an answer. */
export const offline = () => HttpResponse.error();
