import { restErrors } from '../rest-error';
import type { Relationship, SchemaCache } from '../schema-cache';

const CARDINALITY = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' } as const;

/**
 * The foreign key an embed `target!hint` from `origin` follows, by PostgREST's rules: target names the
 * table (or, without a hint, a constraint or a foreign-key column); the hint names the constraint or
 * a column on either side.
 */
export function findRelationship(cache: SchemaCache, origin: string, target: string, hint?: string): Relationship {
  const single = (cols: string[], name: string) => cols.length === 1 && cols[0] === name;
  const matches = (cache.relationships.get(origin) ?? []).filter((r) => {
    // A computed relationship is named by its function.
    if (r.computed !== undefined) return hint === undefined && target === r.computed;
    // Through a junction: by the target's name, the hint naming the junction table.
    if (r.junction !== undefined) return target === r.target && (hint === undefined || hint === r.junction.table);
    if (r.isSelf) {
      if (hint === undefined) {
        return (target === r.target && r.cardinality === 'o2m') || (single(r.columns, target) && r.cardinality === 'm2o');
      }
      return target === r.target && r.cardinality === 'o2m' && single(r.targetColumns, hint);
    }
    if (hint === undefined) return target === r.target || target === r.constraint || single(r.columns, target);
    return target === r.target && (hint === r.constraint || single(r.columns, hint) || single(r.targetColumns, hint));
  });
  if (matches.length === 1) return matches[0];
  // Embedding by a foreign-key column (`username(*)`): the views that show the key offer it too;
  // PostgREST follows the table's own key.
  const toTables = matches.filter((r) => hint === undefined && single(r.columns, target) && isTable(cache, r.target));
  if (toTables.length === 1 && matches.every((r) => single(r.columns, target))) return toTables[0];
  if (matches.length === 0) throw restErrors.noRelationship(origin, target, hint, cache.schema);
  throw restErrors.ambiguousRelationship(
    origin,
    target,
    matches.map((r) => ({
      cardinality: CARDINALITY[r.cardinality],
      embedding: `${r.table} with ${r.target}`,
      relationship: `${r.constraint} using ${r.table}(${r.columns.join(', ')}) and ${r.target}(${r.targetColumns.join(', ')})`,
    })),
    matches.map((r) => `'${r.target}!${r.constraint}'`),
  );
}

function isTable(cache: SchemaCache, name: string): boolean {
  return ['r', 'p'].includes(cache.relations.get(name)?.kind ?? '');
}
