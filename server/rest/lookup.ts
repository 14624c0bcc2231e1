import { closestName, MIN_NAME_SCORE } from './closest-name';
import { restErrors } from './rest-error';
import type { Relation, SchemaCache } from './schema-cache';

/** A table or view the REST surface exposes; composite types are not queryable. */
export function tableOf(cache: SchemaCache, name: string): Relation {
  const relation = cache.relations.get(name);
  if (!relation || relation.kind === 'c') {
    // PostgREST suggests the closest name (PGRST205's hint).
    const tables = [...cache.relations.values()].filter((r) => r.kind !== 'c').map((r) => r.name);
    throw restErrors.tableNotFound(cache.schema, name, closestName(name, tables, MIN_NAME_SCORE));
  }
  return relation;
}
