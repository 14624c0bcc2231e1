import { restErrors } from '../rest-error';

/**
 * Most opening brackets — ( [ { — one filter value or GET /rpc argument may hold. PostgreSQL's parsers of
 * jsonb, arrays, tsquery and regular expressions recurse on each; in PGlite (PostgreSQL in WebAssembly)
 * the stack-depth guard does not hold and a few thousand levels crash the database for every request.
 * Brackets are counted, not nested levels: strings, quotes and escapes mean different things to each of
 * those parsers, and a count cannot be fooled by any of them.
 */
export const MAX_VALUE_BRACKETS = 64;

export function checkValueBrackets(value: string): void {
  let count = 0;
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i];
    if (ch !== '(' && ch !== '[' && ch !== '{') continue;
    count += 1;
    if (count > MAX_VALUE_BRACKETS) {
      throw restErrors.tooComplex(`a value with more than ${MAX_VALUE_BRACKETS} opening brackets`);
    }
  }
}
