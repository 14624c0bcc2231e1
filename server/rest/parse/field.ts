import { restErrors } from '../rest-error';
import type { Cursor } from './cursor';

export interface JsonStep {
  /** '->' keeps JSON, '->>' yields text. */
  arrow: '->' | '->>';
  key: string;
  /** An array index rather than an object key. */
  index: boolean;
}

export interface FieldRef {
  name: string;
  jsonPath: JsonStep[];
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_$ ]/u;
const FIELD_NAME = ['field name (* or [a..z0..9_$])'];

/** A double-quoted name; backslash escapes the next character. */
export function parseQuoted(c: Cursor): string {
  c.expect('"');
  let out = '';
  while (!c.done && c.peek() !== '"') {
    if (c.peek() === '\\') c.pos += 1;
    out += c.peek();
    c.pos += 1;
  }
  c.expect('"');
  return out;
}

// Dashes join identifiers ("my-col") unless they start a JSON arrow ("->").
function sepByDash(c: Cursor, isChar: (ch: string) => boolean): string {
  const parts: string[] = [];
  for (;;) {
    let part = '';
    while (!c.done && isChar(c.peek())) {
      part += c.peek();
      c.pos += 1;
    }
    if (part === '') c.fail(FIELD_NAME);
    parts.push(part.trim());
    if (c.peek() === '-' && c.peek(2) !== '->') {
      c.pos += 1;
      continue;
    }
    return parts.join('-');
  }
}

export function parseFieldName(c: Cursor): string {
  if (c.peek() === '"') return parseQuoted(c);
  return sepByDash(c, (ch) => IDENTIFIER_CHAR.test(ch));
}

const JSON_KEY_STOP = '(-:.,>)';
const INDEX_END = ['->', '::', '.', ',', ')'];
/**
 * Longest JSON path (`->a->b…`) a field may have. Each step nests one operator expression, which
 * PostgreSQL walks recursively; in PGlite 1,500 steps crash the database.
 */
export const MAX_JSON_PATH_STEPS = 32;

export function parseJsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    if (steps.length === MAX_JSON_PATH_STEPS && c.startsWith('->')) {
      throw restErrors.tooComplex(`JSON paths longer than ${MAX_JSON_PATH_STEPS} steps`);
    }
    let arrow: JsonStep['arrow'];
    if (c.eat('->>')) arrow = '->>';
    else if (c.eat('->')) arrow = '->';
    else return steps;
    const index = /^-?\d+/.exec(c.text.slice(c.pos));
    if (index && endsAt(c, c.pos + index[0].length)) {
      c.pos += index[0].length;
      steps.push({ arrow, key: index[0], index: true });
      continue;
    }
    const key = c.peek() === '"' ? parseQuoted(c) : sepByDash(c, (ch) => !JSON_KEY_STOP.includes(ch));
    steps.push({ arrow, key, index: false });
  }
}

function endsAt(c: Cursor, at: number): boolean {
  return at >= c.text.length || INDEX_END.some((end) => c.text.startsWith(end, at));
}

export function parseField(c: Cursor): FieldRef {
  c.skipSpaces();
  const name = parseFieldName(c);
  const jsonPath = parseJsonPath(c);
  c.skipSpaces();
  return { name, jsonPath };
}

/** The name a field gets in the result: its last JSON key, else the column. */
export function fieldOutputName(field: FieldRef): string {
  return field.jsonPath.at(-1)?.key ?? field.name;
}
