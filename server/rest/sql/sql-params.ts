import { restErrors } from '../rest-error';

/** Quotes an identifier for SQL. Names come from the request, so they are always quoted. */
export function ident(name: string): string {
  // A NUL would end the statement text early in the wire protocol.
  if (name.includes('\0')) throw restErrors.parse(`"invalid name (${name.replace(/\0/g, '\\0')})"`, 'unexpected NUL');
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The values of one statement. Every value travels as a text parameter (`$n::text`) and is cast in SQL
 * to the type it is compared with, so drivers never guess types and no value is ever spliced in.
 */
export class SqlParams {
  readonly values: string[] = [];

  text(value: string): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }

  /** A value cast to a catalog type, e.g. `$3::text::"pg_catalog"."int4"`. */
  typed(value: string, type: string): string {
    return `${this.text(value)}::${type}`;
  }
}
