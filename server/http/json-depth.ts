/**
 * Deepest nesting of arrays and objects any JSON body may have. PGlite runs PostgreSQL in WebAssembly
 * where its stack-depth guard does not hold: a jsonb 1,000 levels deep corrupts the database's memory.
 * JSON.stringify, which the REST surface runs on bodies, overflows near 5,000 levels. The app's own
 * requests nest a handful of levels.
 */
export const MAX_JSON_DEPTH = 64;

/** What a client is told when its JSON is nested too deep. */
export const JSON_TOO_DEEP = `JSON nested deeper than ${MAX_JSON_DEPTH} levels`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than maxDepth. One pass without recursion, so it is
 * safe on any input and runs before JSON.parse; brackets inside strings do not count. Text that is not
 * JSON may pass: JSON.parse refuses it next.
 */
export function exceedsJsonDepth(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i += 1;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (OPENERS.has(ch)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(ch)) depth = Math.max(0, depth - 1);
  }
  return false;
}
