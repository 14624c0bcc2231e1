import { restErrors } from '../rest-error';
import { Cursor } from './cursor';
import { parseField, parseFieldName, type FieldRef } from './field';

export type JoinType = 'inner' | 'left';

export type Aggregate = 'sum' | 'avg' | 'count' | 'max' | 'min';

export type SelectItem =
  | { kind: 'star' }
  | ({ kind: 'field'; alias?: string; cast?: string; aggregate?: Aggregate; aggregateCast?: string } & FieldRef)
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      joinType?: JoinType;
      /** `...rel(cols)`: the embedded columns are inlined into the parent. */
      spread: boolean;
      children: SelectItem[];
    };

// A cast is spliced into SQL, so only type-name characters may pass.
const CAST = /^[A-Za-z_][A-Za-z0-9_ ]{0,62}$/;
const ITEM_END = ['")"', '","', 'end of input'];
const AGGREGATES: Aggregate[] = ['sum', 'avg', 'count', 'max', 'min'];
/** Deeper embedding than this is refused: it only makes one request do unbounded work. */
export const MAX_EMBED_DEPTH = 8;
/**
 * Most items a select may list, embeds and what they list counted: PostgreSQL refuses more than 1,664
 * columns in one SELECT (54011), and an app asks for a few dozen.
 */
export const MAX_SELECT_ITEMS = 300;

/** Parses `select=`; an empty value selects no columns, as in PostgREST. */
export function parseSelect(value: string): SelectItem[] {
  const c = new Cursor(value, `failed to parse select parameter (${value})`);
  const items = parseForest(c, 0);
  if (!c.done) c.fail(['","', 'end of input']);
  if (countItems(items) > MAX_SELECT_ITEMS) throw restErrors.tooComplex(`more than ${MAX_SELECT_ITEMS} items in select`);
  return items;
}

// Recursion is bounded by MAX_EMBED_DEPTH.
function countItems(items: SelectItem[]): number {
  return items.reduce((sum, item) => sum + 1 + (item.kind === 'embed' ? countItems(item.children) : 0), 0);
}

function parseForest(c: Cursor, depth: number): SelectItem[] {
  if (depth > MAX_EMBED_DEPTH) throw restErrors.tooComplex(`embedding deeper than ${MAX_EMBED_DEPTH} levels`);
  const items: SelectItem[] = [];
  if (c.done || c.peek() === ')') return items;
  for (;;) {
    items.push(parseItem(c, depth));
    c.skipSpaces();
    if (!c.eat(',')) return items;
    c.skipSpaces();
  }
}

function parseItem(c: Cursor, depth: number): SelectItem {
  c.skipSpaces();
  // Backtracking costs an exception: only try an embed where a '(' comes before the item ends.
  const embed = opensBeforeEnd(c) ? c.attempt(() => parseEmbedHead(c)) : undefined;
  if (embed) {
    c.expect('(');
    const children = parseForest(c, depth + 1);
    c.expect(')');
    return { ...embed, children };
  }
  if (c.peek() === '*' && atItemEnd(c, c.pos + 1)) {
    c.pos += 1;
    return { kind: 'star' };
  }
  const alias = aliasAhead(c) ? c.attempt(() => parseAlias(c)) : undefined;
  const named = alias === undefined ? {} : { alias };
  // PostgREST's aggregates: `count()` over the rows, `col.sum()` (avg, count, max, min), each with an
  // optional `::cast` of its result.
  if (c.eat('count()')) {
    const aggregateCast = c.eat('::') ? parseCast(c) : undefined;
    if (!atItemEnd(c, c.pos)) c.fail(['"::"', ...ITEM_END]);
    return { kind: 'field', name: '*', jsonPath: [], aggregate: 'count', ...named, ...(aggregateCast ? { aggregateCast } : {}) };
  }
  const field = parseField(c);
  let cast: string | undefined;
  if (c.eat('::')) cast = parseCast(c);
  const aggregate = c.peek() === '.' ? AGGREGATES.find((a) => c.startsWith(`.${a}()`)) : undefined;
  let aggregateCast: string | undefined;
  if (aggregate) {
    c.pos += aggregate.length + 3;
    if (c.eat('::')) aggregateCast = parseCast(c);
  }
  if (!atItemEnd(c, c.pos)) c.fail(['"->"', '"::"', ...ITEM_END]);
  return {
    kind: 'field',
    ...field,
    ...named,
    ...(cast ? { cast } : {}),
    ...(aggregate ? { aggregate } : {}),
    ...(aggregateCast ? { aggregateCast } : {}),
  };
}

type EmbedHead = Omit<Extract<SelectItem, { kind: 'embed' }>, 'children'>;

// `alias:name!hint!inner` directly followed by '('; anything else is not an embed.
function parseEmbedHead(c: Cursor): EmbedHead {
  const spread = c.eat('...');
  const alias = spread || !aliasAhead(c) ? undefined : c.attempt(() => parseAlias(c));
  const name = parseFieldName(c);
  if (name === 'count' && c.startsWith('()')) c.fail(['embed']);
  let hint: string | undefined;
  let joinType: JoinType | undefined;
  for (let i = 0; i < 2 && c.eat('!'); i += 1) {
    if (c.eat('inner')) joinType = 'inner';
    else if (c.eat('left')) joinType = 'left';
    else hint = parseFieldName(c);
  }
  if (c.peek() !== '(') c.fail(['"("']);
  return { kind: 'embed', name, spread, ...(alias === undefined ? {} : { alias }), ...(hint ? { hint } : {}), ...(joinType ? { joinType } : {}) };
}

function parseAlias(c: Cursor): string {
  const alias = parseFieldName(c);
  if (c.peek() !== ':' || c.peek(2) === '::') c.fail(['":"']);
  c.pos += 1;
  return alias;
}

function parseCast(c: Cursor): string {
  const match = /^[A-Za-z0-9_ ]+/.exec(c.text.slice(c.pos));
  const cast = match?.[0].trim() ?? '';
  if (!CAST.test(cast)) c.fail(['type name']);
  c.pos += match![0].length;
  return cast;
}

// Quoted names may hold any of these characters; then the slow path decides.
function firstOf(c: Cursor, chars: string): string | undefined {
  for (let i = c.pos; i < c.text.length; i += 1) {
    const ch = c.text[i];
    if (ch === '"') return '"';
    if (chars.includes(ch)) return ch === ':' && c.text[i + 1] === ':' ? '::' : ch;
  }
  return undefined;
}

function opensBeforeEnd(c: Cursor): boolean {
  const next = firstOf(c, '(,)');
  return next === '(' || next === '"';
}

function aliasAhead(c: Cursor): boolean {
  const next = firstOf(c, ':,()');
  return next === ':' || next === '"';
}

function atItemEnd(c: Cursor, at: number): boolean {
  const rest = c.text.slice(at).trimStart();
  return rest === '' || rest.startsWith(',') || rest.startsWith(')');
}
