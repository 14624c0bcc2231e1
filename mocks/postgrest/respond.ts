import { HttpResponse } from 'msw';
import { PostgrestProblem, problemResponse } from './errors';

type Row = Record<string, unknown>;

/** The Prefer header's choices that change an answer (postgrest-js may send several, comma-joined). */
export function preferOf(request: Request) {
  const prefer = request.headers.get('Prefer') ?? '';
  const pick = (name: string) => prefer.match(new RegExp(`${name}=([\\w-]+)`))?.[1];
  return { returns: pick('return') ?? 'minimal', resolution: pick('resolution') };
}

/**
 * Rows as PostgREST answers them: an array, or with `Accept: application/vnd.pgrst.object+json`
 * (supabase-js `.single()`) exactly one object, else 406 PGRST116.
 */
export function rowsResponse(request: Request, rows: Row[], status = 200) {
  if (!(request.headers.get('Accept') ?? '').includes('application/vnd.pgrst.object+json')) {
    return HttpResponse.json(rows, { status });
  }
  if (rows.length === 1) return HttpResponse.json(rows[0], { status });
  const details = `The result contains ${rows.length} rows`;
  return problemResponse(new PostgrestProblem(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', details));
}

/** A write's answer: the rows with `Prefer: return=representation`, else no body. */
export function writeResponse(request: Request, rows: Row[], status: { withRows: number; empty: number }) {
  if (preferOf(request).returns === 'representation') return rowsResponse(request, rows, status.withRows);
  return new HttpResponse(null, { status: status.empty });
}
