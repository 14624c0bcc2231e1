import type { FieldRef } from '../parse/field';
import { fieldOutputName } from '../parse/field';
import type { LogicTree } from '../parse/logic-tree';
import type { OrderTerm } from '../parse/order';
import type { EmbedPath, ParsedQuery } from '../parse/query-params';
import type { Aggregate, SelectItem } from '../parse/select';
import { restErrors } from '../rest-error';
import type { Column, Relation, Relationship, SchemaCache } from '../schema-cache';
import { findRelationship } from './find-relationship';

export interface FieldItem {
  field: FieldRef;
  column: Column;
  cast?: string;
  /** An aggregate of the field (`count()` is count of `*`): the node's other items are grouped by. */
  aggregate?: Aggregate;
  aggregateCast?: string;
  outputName: string;
}

// count() counts rows: no column to resolve.
const ROWS: Column = { name: '*', type: '"pg_catalog"."int8"', typeName: 'bigint', nullable: false, default: null, generated: false };
// `rel(count)`: PostgreSQL reads `t.count` as `count(t)`, the rows' count; PostgREST relies on it.
const COUNT: Column = { ...ROWS, name: 'count' };

export interface EmbedNode {
  /** The key in the result object. */
  key: string;
  relationship: Relationship;
  node: ReadNode;
  inner: boolean;
  toMany: boolean;
  spread: boolean;
  /** `rel()`: used for filtering parents only, never shown. */
  hidden: boolean;
  joinAlias: string;
}

/** One level of a read: a relation, what to show of it and which of its rows. */
export interface ReadNode {
  relation: Relation;
  alias: string;
  star: boolean;
  fields: FieldItem[];
  embeds: EmbedNode[];
  where: LogicTree[];
  order: OrderTerm[];
  offset?: number;
  limit?: number;
}

/** Resolves a parsed query against the schema cache: columns exist, embeds follow foreign keys. */
export function buildReadPlan(cache: SchemaCache, relation: Relation, query: ParsedQuery): ReadNode {
  let aliases = 0;
  const nextAlias = (prefix: string) => `${prefix}${aliases++}`;

  function node(rel: Relation, items: SelectItem[], depth: number): ReadNode {
    const n: ReadNode = { relation: rel, alias: nextAlias('t'), star: false, fields: [], embeds: [], where: [], order: [] };
    // An empty select shows every column, as in PostgREST.
    if (items.length === 0) n.star = true;
    // PostgreSQL names an embedded table `name_depth` in PostgREST's statements, and so its errors.
    const errorName = depth === 0 ? rel.name : `${rel.name}_${depth}`;
    for (const item of items) {
      if (item.kind === 'star') n.star = true;
      else if (item.kind === 'field') {
        const column = item.aggregate === 'count' && item.name === '*'
          ? ROWS
          : item.name === 'count' && !rel.columnsByName.has('count') && item.jsonPath.length === 0
            ? COUNT
            : columnOf(rel, item.name, errorName);
        n.fields.push({
          field: item,
          column,
          ...(item.cast ? { cast: item.cast } : {}),
          ...(item.aggregate ? { aggregate: item.aggregate } : {}),
          ...(item.aggregateCast ? { aggregateCast: item.aggregateCast } : {}),
          outputName: item.alias ?? item.aggregate ?? fieldOutputName(item),
        });
      } else {
        const added = embed(rel, item, depth + 1);
        if (!added.spread && n.embeds.some((e) => !e.spread && e.key === added.key)) {
          throw restErrors.duplicateEmbed(`${rel.name}_${added.key}_${depth + 1}`);
        }
        n.embeds.push(added);
      }
    }
    return n;
  }

  function embed(parent: Relation, item: Extract<SelectItem, { kind: 'embed' }>, depth: number): EmbedNode {
    const relationship = findRelationship(cache, parent.name, item.name, item.hint);
    const target = cache.relations.get(relationship.target);
    if (!target) throw restErrors.noRelationship(parent.name, item.name, item.hint, cache.schema);
    const toMany = relationship.cardinality === 'o2m' || relationship.cardinality === 'm2m';
    return {
      key: item.alias ?? item.name,
      relationship,
      node: node(target, item.children.length === 0 ? [] : item.children, depth),
      inner: item.joinType === 'inner',
      toMany,
      spread: item.spread,
      hidden: item.children.length === 0,
      joinAlias: nextAlias('j'),
    };
  }

  const root = node(relation, query.select, 0);
  for (const { path, filter } of query.filters) at(root, path).where.push({ kind: 'filter', filter });
  for (const { path, tree } of query.logic) at(root, path).where.push(tree);
  for (const { path, terms } of query.order) at(root, path).order.push(...terms);
  for (const { path, offset, limit } of query.ranges) {
    const target = at(root, path);
    if (offset !== undefined) target.offset = offset;
    if (limit !== undefined) target.limit = limit;
  }
  return root;
}

/** The node an embed path (`photos.tags`) points at. */
function at(root: ReadNode, path: EmbedPath): ReadNode {
  let current = root;
  for (const name of path) {
    const next = current.embeds.find((e) => e.key === name);
    if (!next) throw restErrors.notEmbedded(name);
    current = next.node;
  }
  return current;
}

export function columnOf(relation: Relation, name: string, errorName = relation.name): Column {
  const column = relation.columnsByName.get(name) ?? relation.computed?.get(name);
  if (!column) throw restErrors.undefinedColumn(errorName, name);
  return column;
}
