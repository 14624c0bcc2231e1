import { notInMock, PostgrestProblem, unknownColumn } from './errors';

type Row = Record<string, unknown>;

/**
 * A relation embeddable from the current one, or null when no foreign key joins them: its children
 * (one-to-many, a list) or the row a column points at (many-to-one, an object or null). `hint` is
 * PostgREST's `!column` disambiguation.
 */
export type EmbedResolver = (target: string, hint?: string) => { columns: string[]; rowsFor: (parent: Row) => Row[]; toOne: boolean } | null;

/** `a,b(c,d),e` → `['a', 'b(c,d)', 'e']`: commas inside an embed's parentheses do not split. */
function topLevelItems(select: string): string[] {
  const items = [''];
  let depth = 0;
  for (const char of select.replace(/\s/g, '')) {
    if (char === ',' && depth === 0) items.push('');
    else items[items.length - 1] += char;
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
  }
  return items.filter(Boolean);
}

/** Fills one key of the output row; false when an `!inner` embed found nothing (the row is dropped). */
type Shaper = (row: Row, out: Row) => boolean;

/**
 * The vertical filter: `*`, columns, and embeds `alias:target!hint!inner(columns)`, one-to-many or
 * many-to-one. The shaper answers null for a row an `!inner` embed drops. Column aliases, casts and
 * embeds inside embeds are not in the mock.
 */
export function parseSelect(select: string | null, relation: string, columns: string[], embed: EmbedResolver): (row: Row) => Row | null {
  const shapers = topLevelItems(select || '*').map((item): Shaper => {
    const embedded = item.match(/^(?:(\w+):)?(\w+)(?:!(?!inner\b)(\w+))?(!inner)?\((.*)\)$/);
    if (embedded) {
      const [, alias, target, hint, inner, innerSelect] = embedded;
      const found = embed(target, hint);
      if (!found) throw new PostgrestProblem(400, 'PGRST200', `Could not find a relationship between '${relation}' and '${target}' in the schema cache`);
      const shape = parseSelect(innerSelect, target, found.columns, () => null);
      return (row, out) => {
        const rows = found.rowsFor(row).map((child) => shape(child)!);
        out[alias ?? target] = found.toOne ? (rows[0] ?? null) : rows;
        return !inner || rows.length > 0;
      };
    }
    if (item === '*') return (row, out) => Boolean(Object.assign(out, row));
    if (/[:()!]/.test(item)) throw notInMock(`the select item "${item}" (aliases, casts, nested embeds)`);
    if (!columns.includes(item)) throw unknownColumn(relation, item);
    return (row, out) => {
      out[item] = row[item];
      return true;
    };
  });
  return (row) => {
    const out: Row = {};
    return shapers.every((shape) => shape(row, out)) ? out : null;
  };
}

/** `order=column.desc,other` and `limit` / `offset`, applied to the matching rows. */
export function orderAndPage(rows: Row[], params: URLSearchParams): Row[] {
  const orders = (params.get('order') ?? '').split(',').filter(Boolean).map((term) => {
    const [column, direction] = term.split('.');
    return { column, sign: direction === 'desc' ? -1 : 1 };
  });
  const sorted = [...rows].sort((a, b) => {
    for (const { column, sign } of orders) {
      const [x, y] = [a[column], b[column]] as [string | number, string | number];
      if (x !== y) return (x < y ? -1 : 1) * sign;
    }
    return 0;
  });
  const offset = Number(params.get('offset') ?? 0);
  const limit = params.has('limit') ? Number(params.get('limit')) : undefined;
  return sorted.slice(offset, limit === undefined ? undefined : offset + limit);
}
