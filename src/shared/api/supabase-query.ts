import { yieldToBrowser } from '@/shared/lib';
import { getSupabase, type AppSupabaseClient } from '@/shared/supabase';
import { mapDatabaseError, NO_ROWS_CODE, type ApiError } from './database-error';

/** PostgREST, auth and storage calls all answer `{ data, error }` (sign-out only `{ error }`). */
interface SupabaseResponse {
  data?: unknown;
  error: unknown;
}

/** The data of a response's success branch (never for a call that answers only `{ error }`). */
type DataOf<Response> = Response extends { error: null; data: infer Data } ? Data : never;

/** A failure as the user's message; null when the error only means "no data". */
export type ErrorMapper = (error: unknown) => ApiError | null;

export interface SupabaseQueryOptions<T, Result> {
  /** What was attempted, for the log: 'Load public profile'. */
  context: string;
  /** SPEC §8's database table unless given; auth calls pass their own mapper. */
  mapError?: ErrorMapper;
  /** What the cache keeps: rows mapped to the domain, or null for auth calls (tokens never enter the store). */
  map?: (data: T | null) => Result;
}

export type QueryResult<Result> = { data: Result } | { error: ApiError };

type Outcome<T> = { data: T | null } | { error: unknown };

async function settle<Response extends SupabaseResponse>(
  call: (client: AppSupabaseClient) => PromiseLike<Response>,
): Promise<Outcome<DataOf<Response>>> {
  try {
    const client = await getSupabase();
    // A page's queries start together (each component's, as it mounts): each then builds and sends
    // its request in a task of its own, a few milliseconds, not all in one that holds a phone's main
    // thread (docs/performance.md, The eighth round).
    await yieldToBrowser();
    const { data = null, error } = await call(client);
    return error ? { error } : { data: data as DataOf<Response> | null };
  } catch (error) {
    // supabase-js failed to load, or the call threw (a multi-step flow, a network failure).
    return { error };
  }
}

const isNoRows = (error: unknown) => (error as { code?: string } | null)?.code === NO_ROWS_CODE;

/**
 * Runs one supabase-js call for an RTK Query `queryFn`: the error becomes the user's message and is
 * logged with its cause, PGRST116 (no rows) becomes null, and the data goes through `map`.
 */
export async function supabaseQuery<Response extends SupabaseResponse, Result = DataOf<Response> | null>(
  call: (client: AppSupabaseClient) => PromiseLike<Response>,
  { context, mapError = mapDatabaseError, map = (data) => data as Result }: SupabaseQueryOptions<DataOf<Response>, Result>,
): Promise<QueryResult<Result>> {
  const outcome = await settle(call);
  if ('data' in outcome) return { data: map(outcome.data) };
  const error = isNoRows(outcome.error) ? null : mapError(outcome.error);
  if (!error) return { data: map(null) };
  console.error(`${context} failed`, outcome.error);
  return { error };
}
