import { restErrors } from '../rest-error';

/** `Range: 0-9` (items) as offset and limit; undefined when absent or not an items range. */
export function parseRangeHeader(
  range: string | undefined,
  unit: string | undefined,
): { offset: number; limit?: number } | undefined {
  if (range === undefined || (unit !== undefined && unit.trim().toLowerCase() !== 'items')) return undefined;
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(range);
  if (!match) return undefined;
  const from = Number(match[1]);
  if (match[2] === '') return { offset: from };
  const to = Number(match[2]);
  if (from > to) {
    throw restErrors.invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
  }
  return { offset: from, limit: to - from + 1 };
}
