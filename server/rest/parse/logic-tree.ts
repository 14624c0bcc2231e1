import { restErrors } from '../rest-error';
import { Cursor } from './cursor';
import { parseField, parseQuoted, type FieldRef } from './field';
import { parseOpExpr, type OpExpr, type ValueReader } from './op-expr';

export interface Filter {
  field: FieldRef;
  expr: OpExpr;
}

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: LogicTree[] };

const MAX_LOGIC_DEPTH = 10;

/** Parses the value of `or=`/`and=` (e.g. `(a.eq.1,not.and(b.gt.2,c.is.null))`) for the given operator. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, value: string): LogicTree {
  const c = new Cursor(value, `failed to parse logic tree (${value})`);
  const children = parseChildren(c, 0);
  if (!c.done) c.fail(['end of input']);
  return { kind: 'logic', op, negate, children };
}

function parseChildren(c: Cursor, depth: number): LogicTree[] {
  if (depth > MAX_LOGIC_DEPTH) throw restErrors.tooComplex(`logic trees nested deeper than ${MAX_LOGIC_DEPTH}`);
  c.skipSpaces();
  c.expect('(');
  const children: LogicTree[] = [];
  for (;;) {
    c.skipSpaces();
    children.push(parseNode(c, depth));
    c.skipSpaces();
    if (c.eat(',')) continue;
    c.expect(')');
    c.skipSpaces();
    return children;
  }
}

function parseNode(c: Cursor, depth: number): LogicTree {
  const filter = c.attempt((): Filter => {
    const field = parseField(c);
    c.expect('.');
    return { field, expr: parseOpExpr(c, logicValue) };
  });
  if (filter) return { kind: 'filter', filter };
  const negate = c.eat('not.');
  let op: 'and' | 'or';
  if (c.eat('and')) op = 'and';
  else if (c.eat('or')) op = 'or';
  else return c.fail(['field name (* or [a..z0..9_$])', 'negation operator (not)', 'logic operator (and, or)']);
  return { kind: 'logic', op, negate, children: parseChildren(c, depth + 1) };
}

// Inside a logic tree a value ends at ',' or ')' unless quoted or a {…} array literal.
const logicValue: ValueReader = (c) => {
  if (c.peek() === '"') {
    const quoted = c.attempt(() => {
      const v = parseQuoted(c);
      if (!c.done && c.peek() !== ',' && c.peek() !== ')') c.fail(['","', '")"']);
      return v;
    });
    if (quoted !== undefined) return quoted;
  }
  if (c.peek() === '{') {
    const end = c.text.indexOf('}', c.pos);
    const inner = end < 0 ? '' : c.text.slice(c.pos + 1, end);
    if (end >= 0 && !inner.includes('{')) {
      const value = c.text.slice(c.pos, end + 1);
      c.pos = end + 1;
      return value;
    }
  }
  let value = '';
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') {
    value += c.peek();
    c.pos += 1;
  }
  return value;
};
