import { restErrors } from '../rest-error';

/**
 * Longest pattern a `match` or `imatch` filter may send (for `match(any)`, the whole list). PostgreSQL
 * compiles a regular expression recursively; in PGlite a pattern of about 14,000 plain characters
 * overflows the WebAssembly stack and the request fails with 500. A search box sends a few words.
 */
export const MAX_REGEX_LENGTH = 1000;

export function checkRegexValue(value: string): void {
  if (value.length > MAX_REGEX_LENGTH) {
    throw restErrors.tooComplex(`a regular expression of more than ${MAX_REGEX_LENGTH} characters`);
  }
}
