import { restErrors } from '../rest-error';

/**
 * Most words a full-text search value may hold. PostgreSQL chains the words of a phrase into a tree as
 * deep as the phrase is long and walks it recursively; in PGlite, where the stack-depth guard does not
 * hold, about 1,500 words crash the database. A search box sends a few.
 */
export const MAX_TEXT_SEARCH_WORDS = 100;
/**
 * Most negations (`!`, or `-` for websearch) in one value: PostgreSQL's tsquery parser keeps pending
 * operators on a stack of 32 and fails with an internal error (500) past it.
 */
export const MAX_TEXT_SEARCH_NEGATIONS = 32;

export function checkTextSearchValue(value: string): void {
  const words = value.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0;
  if (words > MAX_TEXT_SEARCH_WORDS) {
    throw restErrors.tooComplex(`a text search of more than ${MAX_TEXT_SEARCH_WORDS} words`);
  }
  const negations = value.match(/[!-]/g)?.length ?? 0;
  if (negations > MAX_TEXT_SEARCH_NEGATIONS) {
    throw restErrors.tooComplex(`a text search with more than ${MAX_TEXT_SEARCH_NEGATIONS} negations`);
  }
}
