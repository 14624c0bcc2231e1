import { restErrors } from '../rest-error';
import { Cursor } from './cursor';
import { parseFieldName, parseJsonPath } from './field';
import { parseLogicTree, type Filter, type LogicTree } from './logic-tree';
import { parseFilterValue } from './op-expr';
import { parseOrder, type OrderTerm } from './order';
import { parseSelect, type SelectItem } from './select';
import { checkValueBrackets } from './value-brackets';

/** Names of embedded resources from the root down to where a parameter applies; [] is the root. */
export type EmbedPath = string[];

export interface ParsedQuery {
  select: SelectItem[];
  /** `columns=`: which keys of the body are inserted. */
  columns?: string[];
  onConflict?: string[];
  filters: { path: EmbedPath; filter: Filter }[];
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  ranges: { path: EmbedPath; offset?: number; limit?: number }[];
  /** GET /rpc arguments. */
  args: [string, string][];
}

const RESERVED = new Set(['select', 'columns', 'on_conflict', 'apikey']);
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);
const MAX_PARAMS = 200;

/**
 * Sorts a query string into PostgREST's parameters. `isArg` says which unreserved keys are arguments of
 * the function being called (GET /rpc) instead of filters.
 */
export function parseQuery(params: URLSearchParams, isArg: (key: string) => boolean = () => false): ParsedQuery {
  const entries = [...params.entries()];
  if (entries.length > MAX_PARAMS) throw restErrors.tooComplex(`more than ${MAX_PARAMS} query parameters`);
  const query: ParsedQuery = { select: parseSelect(params.get('select') ?? '*'), filters: [], logic: [], order: [], ranges: [], args: [] };
  const columns = params.get('columns');
  if (columns !== null) query.columns = parseColumns(columns, 'columns');
  const onConflict = params.get('on_conflict');
  if (onConflict !== null) query.onConflict = parseColumns(onConflict, 'on_conflict');
  const ranges = new Map<string, { path: EmbedPath; offset?: number; limit?: number }>();

  for (const [key, value] of entries) {
    if (RESERVED.has(key)) continue;
    const last = key.split('.').at(-1)!;
    if (!EMBEDDABLE.has(last)) {
      if (isArg(key)) {
        checkValueBrackets(value);
        query.args.push([key, value]);
      } else query.filters.push(parseFilterParam(key, value));
      continue;
    }
    if (last === 'and' || last === 'or') {
      const names = parseNames(key, 'logic path');
      const negate = names.includes('not');
      const path = names.slice(0, -1).filter((n) => n !== 'not');
      query.logic.push({ path, tree: parseLogicTree(last, negate, value) });
      continue;
    }
    const path = parseNames(key, 'tree path').slice(0, -1);
    if (last === 'order') {
      query.order.push({ path, terms: parseOrder(value) });
      continue;
    }
    const n = /^\s*-?\d+\s*$/.test(value) ? Number(value) : undefined;
    if (n === undefined) continue; // PostgREST ignores a limit or offset that is not a number
    const range = ranges.get(path.join('.')) ?? { path };
    if (last === 'limit') {
      if (n < 0) throw restErrors.invalidRange('Limit should be greater than or equal to zero.');
      range.limit = n;
    } else range.offset = Math.max(0, n);
    ranges.set(path.join('.'), range);
  }
  query.ranges = [...ranges.values()];
  return query;
}

function parseFilterParam(key: string, value: string): { path: EmbedPath; filter: Filter } {
  const c = new Cursor(key, `failed to parse tree path (${key})`);
  const names = [parseFieldName(c)];
  while (c.eat('.')) names.push(parseFieldName(c));
  const jsonPath = parseJsonPath(c);
  if (!c.done) c.fail(['"."', '"->"', 'end of input']);
  const name = names.pop()!;
  return { path: names, filter: { field: { name, jsonPath }, expr: parseFilterValue(value) } };
}

function parseNames(key: string, what: string): string[] {
  const c = new Cursor(key, `failed to parse ${what} (${key})`);
  const names = [parseFieldName(c)];
  while (c.eat('.')) names.push(parseFieldName(c));
  if (!c.done) c.fail(['"."', 'end of input']);
  return names;
}

function parseColumns(value: string, what: string): string[] {
  const c = new Cursor(value, `failed to parse ${what} parameter (${value})`);
  const names: string[] = [];
  for (;;) {
    c.skipSpaces();
    names.push(parseFieldName(c));
    c.skipSpaces();
    if (c.eat(',')) continue;
    if (!c.done) c.fail(['","', 'end of input']);
    return names;
  }
}
