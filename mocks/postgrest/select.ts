import { notInMock, PostgrestProblem, unknownColumn } from './errors';

type Row = Record<string, unknown>;

/** An embeddable child relation of the current one, or null when no foreign key joins them. */
export type EmbedResolver = (child: string) => { columns: string[]; rowsFor: (parent: Row) => Row[] } | null;

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

type Shaper = (row: Row, out: Row) => void;

/**
 * The vertical filter: `*`, columns, and one-to-many embeds `alias:child(columns)`. Column aliases
 * and casts are not in the mock.
 */
export function parseSelect(select: string | null, relation: string, columns: string[], embed: EmbedResolver): (row: Row) => Row {
  const shapers = topLevelItems(select || '*').map((item): Shaper => {
    const embedded = item.match(/^(?:(\w+):)?(\w+)\((.*)\)$/);
    if (embedded) {
      const [, alias, child, inner] = embedded;
      const target = embed(child);
      if (!target) throw new PostgrestProblem(400, 'PGRST200', `Could not find a relationship between '${relation}' and '${child}' in the schema cache`);
      const shape = parseSelect(inner, child, target.columns, () => null);
      return (row, out) => {
        out[alias ?? child] = target.rowsFor(row).map(shape);
      };
    }
    if (item === '*') return (row, out) => Object.assign(out, row);
    if (/[:()!]/.test(item)) throw notInMock(`the select item "${item}" (aliases, casts, nested embeds)`);
    if (!columns.includes(item)) throw unknownColumn(relation, item);
    return (row, out) => {
      out[item] = row[item];
    };
  });
  return (row) => {
    const out: Row = {};
    shapers.forEach((shape) => shape(row, out));
    return out;
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
