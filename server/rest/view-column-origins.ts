/** A view column that shows a table column unchanged: where PostgREST looks for a view's relationships. */
export interface ViewColumnOrigin {
  column: string;
  /** pg_class oid and attribute number of the table column. */
  tableOid: number;
  attnum: number;
}

/**
 * Reads the column origins of a view from its rewrite rule (`pg_rewrite.ev_action`, a node tree):
 * the `resorigtbl`/`resorigcol` of each entry of the top-level query's target list, as PostgREST
 * does. Entries of nested queries (subqueries in FROM or WHERE) are deeper in the tree and ignored;
 * computed columns have no origin.
 */
export function viewColumnOrigins(nodeTree: string): ViewColumnOrigin[] {
  const origins: ViewColumnOrigin[] = [];
  let depth = 0;
  let inTargetList = false;
  let entry: Record<string, string> = {};
  let field: string | undefined;
  for (const token of tokens(nodeTree)) {
    if (token === '{') {
      depth += 1;
      if (inTargetList && depth === 2) entry = {};
    } else if (token === '}') {
      if (inTargetList && depth === 2) origins.push(...originOf(entry));
      depth -= 1;
      if (depth === 0) break; // the first (top-level) query is over
    } else if (depth === 1 && token.startsWith(':')) {
      if (inTargetList) break; // the field after :targetList
      inTargetList = token === ':targetList';
    } else if (inTargetList && depth === 2) {
      if (token.startsWith(':')) field = token.slice(1);
      else if (field !== undefined) {
        entry[field] = token;
        field = undefined;
      }
    }
  }
  return origins;
}

function originOf(entry: Record<string, string>): ViewColumnOrigin[] {
  const tableOid = Number(entry.resorigtbl);
  const attnum = Number(entry.resorigcol);
  if (entry.resjunk === 'true' || !entry.resname || !(tableOid > 0) || !(attnum > 0)) return [];
  return [{ column: entry.resname, tableOid, attnum }];
}

/** Splits a node tree into braces, parentheses and words; backslash escapes and "strings" are kept whole. */
function* tokens(text: string): Generator<string> {
  let word = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\') {
      word += text[i + 1] ?? '';
      i += 1;
    } else if (c === '"') {
      const end = closingQuote(text, i);
      word += text.slice(i, end + 1);
      i = end;
    } else if (c === '{' || c === '}' || c === '(' || c === ')' || /\s/.test(c)) {
      if (word) yield word;
      word = '';
      if (!/\s/.test(c)) yield c;
    } else {
      word += c;
    }
  }
  if (word) yield word;
}

function closingQuote(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i;
  }
  return text.length - 1;
}
