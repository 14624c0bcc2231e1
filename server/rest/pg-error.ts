import type { Role } from '../jwt';
import { RestError } from './rest-error';

interface DatabaseErrorLike {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/**
 * Limits a request can run into by its own size or shape: 54000 program_limit_exceeded (e.g. more than
 * 6 array dimensions, an index row too large), 54001 statement_too_complex (stack depth), 54011
 * too_many_columns, 54023 too_many_arguments. PostgREST answers the whole class 54 with 500; here they
 * are the client's error (400), so a request cannot pass for a server failure.
 */
const REQUEST_LIMITS = new Set(['54000', '54001', '54011', '54023']);

/** PostgREST's mapping from SQLSTATE to HTTP status, except REQUEST_LIMITS. */
export function statusForSqlState(code: string, message: string, role: Role): number {
  if (REQUEST_LIMITS.has(code)) return 400;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42883') return 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (code === '53400') return 500;
  if (code === '57P01') return 503;
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix)) {
    return 500;
  }
  if (prefix === 'PT') {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  return 400;
}

/** Turns an error thrown by the database driver into PostgREST's response; undefined when it is not one. */
export function restErrorFromDatabase(error: unknown, role: Role): RestError | undefined {
  const e = error as DatabaseErrorLike;
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  const message = e.message ?? '';
  const status = statusForSqlState(e.code, message, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, e.code, message, e.detail ?? null, e.hint ?? null, headers);
}
