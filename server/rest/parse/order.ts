import { Cursor } from './cursor';
import { parseField, parseFieldName, type FieldRef } from './field';

export interface OrderTerm {
  field: FieldRef;
  /** Ordering by a column of an embedded to-one resource: `order=author(name).desc`. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export function parseOrder(value: string): OrderTerm[] {
  const c = new Cursor(value, `failed to parse order (${value})`);
  const terms: OrderTerm[] = [];
  for (;;) {
    c.skipSpaces();
    terms.push(parseTerm(c));
    c.skipSpaces();
    if (c.eat(',')) continue;
    if (!c.done) c.fail(['","', 'end of input']);
    return terms;
  }
}

function parseTerm(c: Cursor): OrderTerm {
  const related = c.attempt(() => {
    const relation = parseFieldName(c);
    c.expect('(');
    const field = parseField(c);
    c.expect(')');
    return { relation, field };
  });
  const term: OrderTerm = related ?? { field: parseField(c) };
  if (c.eat('.asc')) term.direction = 'asc';
  else if (c.eat('.desc')) term.direction = 'desc';
  if (c.eat('.nullsfirst')) term.nulls = 'first';
  else if (c.eat('.nullslast')) term.nulls = 'last';
  if (!c.done && c.peek() !== ',') {
    c.fail(term.direction || term.nulls ? ['","', 'end of input'] : ['"asc"', '"desc"', '"nullsfirst"', '"nullslast"']);
  }
  return term;
}
