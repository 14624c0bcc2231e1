import { Cursor } from './cursor';
import { parseQuoted } from './field';
import { checkRegexValue } from './regex-value';
import { checkTextSearchValue } from './text-search-value';
import { checkValueBrackets } from './value-brackets';

export type QuantOperator = 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';
export type SimpleOperator = 'neq' | 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj';
export type FtsOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { op: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { op: SimpleOperator; value: string }
  | { op: FtsOperator; language?: string; value: string }
  | { op: 'isdistinct'; value: string }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: IsValue };

export interface OpExpr {
  negate: boolean;
  operation: Operation;
}

// Longer names first where one is a prefix of another (gte/gt, lte/lt).
const QUANT: QuantOperator[] = ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'];
const SIMPLE: SimpleOperator[] = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'];
const FTS: FtsOperator[] = ['plfts', 'phfts', 'wfts', 'fts'];
const IS_VALUES: IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];
const OPERATOR = ['"not"', 'operator (eq, gt, ...)'];

/** How a single value ends: the rest of the text, or (inside or=/and=) the next ',' or ')'. */
export type ValueReader = (c: Cursor) => string;

export const restOfText: ValueReader = (c) => {
  const value = c.text.slice(c.pos);
  c.pos = c.text.length;
  return value;
};

/** Parses `[not.]operator.value`, e.g. `not.in.(1,2)` or `ilike(any).{a*,b*}`. */
export function parseOpExpr(c: Cursor, readValue: ValueReader): OpExpr {
  const negate = c.eat('not.');
  const operation = parseOperation(c, readValue);
  checkValueSize(operation);
  return { negate, operation };
}

// Values PostgreSQL would parse into structures too deep for PGlite are refused here (400).
function checkValueSize(operation: Operation): void {
  if (operation.op === 'in') return operation.values.forEach(checkValueBrackets);
  checkValueBrackets(operation.value);
  if ((FTS as string[]).includes(operation.op)) checkTextSearchValue(operation.value);
  if (operation.op === 'match' || operation.op === 'imatch') checkRegexValue(operation.value);
}

export function parseFilterValue(value: string): OpExpr {
  const c = new Cursor(value, `failed to parse filter (${value})`);
  return parseOpExpr(c, restOfText);
}

function parseOperation(c: Cursor, readValue: ValueReader): Operation {
  if (c.eat('in.')) return { op: 'in', values: parseList(c) };
  if (c.eat('isdistinct.')) return { op: 'isdistinct', value: readValue(c) };
  if (c.eat('is.')) return { op: 'is', value: parseIsValue(c) };
  for (const op of FTS) {
    if (!c.startsWith(op)) continue;
    const start = c.pos;
    c.pos += op.length;
    let language: string | undefined;
    if (c.eat('(')) {
      const match = /^[A-Za-z0-9_]+/.exec(c.text.slice(c.pos));
      if (!match) c.fail(['language']);
      language = match[0];
      c.pos += language.length;
      c.expect(')');
    }
    if (c.eat('.')) return { op, ...(language ? { language } : {}), value: readValue(c) };
    c.pos = start;
  }
  for (const op of SIMPLE) if (c.eat(`${op}.`)) return { op, value: readValue(c) };
  for (const op of QUANT) {
    if (!c.startsWith(op)) continue;
    const start = c.pos;
    c.pos += op.length;
    let quantifier: 'any' | 'all' | undefined;
    if (c.eat('(any)')) quantifier = 'any';
    else if (c.eat('(all)')) quantifier = 'all';
    if (c.eat('.')) return { op, ...(quantifier ? { quantifier } : {}), value: readValue(c) };
    c.pos = start;
  }
  return c.fail(OPERATOR);
}

function parseIsValue(c: Cursor): IsValue {
  const word = /^[A-Za-z_]+/.exec(c.text.slice(c.pos))?.[0].toLowerCase();
  const value = IS_VALUES.find((v) => v === word);
  if (!value) c.fail(['isVal: (null, not_null, true, false, unknown)']);
  c.pos += value.length;
  return value;
}

// `(a,"b,c",d)`: quoted elements may hold commas and parentheses. `()` is the empty list.
function parseList(c: Cursor): string[] {
  c.skipSpaces();
  c.expect('(');
  c.skipSpaces();
  const values: string[] = [];
  if (c.eat(')')) return values;
  for (;;) {
    values.push(parseListElement(c));
    if (c.eat(',')) continue;
    c.skipSpaces();
    c.expect(')');
    c.skipSpaces();
    return values;
  }
}

function parseListElement(c: Cursor): string {
  if (c.peek() === '"') {
    const quoted = c.attempt(() => {
      const v = parseQuoted(c);
      if (!c.done && c.peek() !== ',' && c.peek() !== ')') c.fail(['","', '")"']);
      return v;
    });
    if (quoted !== undefined) return quoted;
  }
  let value = '';
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') {
    value += c.peek();
    c.pos += 1;
  }
  return value;
}
