/**
 * The `filter` of a postgres_changes binding: `column=op.value` with eq, neq, lt, lte, gt, gte or
 * in.(a,b), optionally `not.`-negated and several joined by commas (all must hold). Values compare
 * as the column's type, as Realtime compares them in SQL; a NULL column matches no condition.
 */
import { comparatorFor, type Comparator, type Comparable } from './column-comparator';

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
const OPS: readonly FilterOp[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'];

export interface Condition {
  column: string;
  op: FilterOp;
  negated: boolean;
  values: Comparable[];
  comparator: Comparator;
}

export class FilterError extends Error {}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth--;
    else if (!quoted && depth === 0 && c === ',') {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function parseCondition(text: string, columnTypes: ReadonlyMap<string, string>): Condition {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new FilterError(`expected column=operator.value in "${text}"`);
  const column = text.slice(0, eq).trim();
  const type = columnTypes.get(column);
  if (type === undefined) throw new FilterError(`no column "${column}"`);
  let rest = text.slice(eq + 1);
  const negated = rest.startsWith('not.');
  if (negated) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOp;
  if (!OPS.includes(op)) throw new FilterError(`unsupported operator "${op}"`);
  const raw = dot < 0 ? '' : rest.slice(dot + 1);
  const comparator = comparatorFor(type);
  if (!comparator) throw new FilterError(`column "${column}" of type ${type} cannot be filtered`);
  let texts: string[];
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw new FilterError(`in needs a list like (a,b) in "${text}"`);
    texts = splitTopLevel(raw.slice(1, -1)).map((v) => unquote(v.trim()));
  } else {
    texts = [unquote(raw)];
  }
  const values = texts.map((t) => {
    const value = comparator.parse(t);
    if (value === undefined) throw new FilterError(`"${t}" is not a valid ${type}`);
    return value;
  });
  return { column, op, negated, values, comparator };
}

/** Parses a filter against the table's columns (name → type name); throws FilterError. */
export function parseFilter(text: string, columnTypes: ReadonlyMap<string, string>): Condition[] {
  return splitTopLevel(text).map((part) => parseCondition(part.trim(), columnTypes));
}

function holds(condition: Condition, row: Readonly<Record<string, unknown>>): boolean {
  const value = condition.comparator.fromRecord(row[condition.column]);
  if (value === undefined) return false;
  const cmp = (to: Comparable) => condition.comparator.compare(value, to);
  const [first] = condition.values;
  let result: boolean;
  switch (condition.op) {
    case 'eq': result = cmp(first) === 0; break;
    case 'neq': result = cmp(first) !== 0; break;
    case 'lt': result = cmp(first) < 0; break;
    case 'lte': result = cmp(first) <= 0; break;
    case 'gt': result = cmp(first) > 0; break;
    case 'gte': result = cmp(first) >= 0; break;
    case 'in': result = condition.values.some((v) => cmp(v) === 0); break;
  }
  return condition.negated ? !result : result;
}

export function matchesFilter(filter: readonly Condition[], row: Readonly<Record<string, unknown>>): boolean {
  return filter.every((condition) => holds(condition, row));
}
