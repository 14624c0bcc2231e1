import { restErrors } from './rest-error';
import type { Relation, SchemaCache } from './schema-cache';

/** A table or view the REST surface exposes; composite types are not queryable. */
export function tableOf(cache: SchemaCache, name: string): Relation {
  const relation = cache.relations.get(name);
  if (!relation || relation.kind === 'c') throw restErrors.tableNotFound(cache.schema, name, closestName(cache, name));
  return relation;
}

// PostgREST suggests a close name; a plural/singular or case slip is what people make.
function closestName(cache: SchemaCache, name: string): string | undefined {
  const wanted = name.toLowerCase().replace(/s$/, '');
  for (const [candidate, relation] of cache.relations) {
    if (relation.kind !== 'c' && candidate.toLowerCase().replace(/s$/, '') === wanted) return candidate;
  }
  return undefined;
}
