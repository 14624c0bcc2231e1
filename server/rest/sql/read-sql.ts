import type { LogicTree } from '../parse/logic-tree';
import { fieldSql } from './field-sql';
import { logicSql } from './filter-sql';
import { orderSql } from './order-sql';
import type { EmbedNode, FieldItem, ReadNode } from './read-plan';
import type { Relationship } from '../schema-cache';
import { ident, type SqlParams } from './sql-params';

/** Where a node's rows come from: a table, a CTE of mutated rows or a function call. */
export interface Source {
  from: string;
  /** Extra FROM items before the source (e.g. the arguments of a function call). */
  before?: string;
}

/** SQL pieces of one node, kept apart so the count query can reuse them with the same parameters. */
export interface NodeSql {
  select: string;
  from: string;
  joins: { embed: EmbedNode; sql: string }[];
  where: string[];
  /** ` GROUP BY 1, 3`: the items that are not aggregates, when some are. */
  groupBy: string;
  orderBy: string;
  limitOffset: string;
}

export function nodeSql(node: ReadNode, source: Source, params: SqlParams, parent?: ReadNode & { join: EmbedNode }): NodeSql {
  const alias = ident(node.alias);
  const aggregated = node.fields.some((f) => f.aggregate);
  // Grouped, `*` is written out so that each column can be grouped by its position.
  const columns: { sql: string; aggregate?: boolean }[] = !node.star
    ? []
    : aggregated
      ? node.relation.columns.map((c) => ({ sql: `${alias}.${ident(c.name)}` }))
      : [{ sql: `${alias}.*` }];
  for (const f of node.fields) columns.push({ sql: `${fieldItemSql(node.alias, f, params)} AS ${ident(f.outputName)}`, aggregate: !!f.aggregate });
  const joins = node.embeds.map((embed) => ({ embed, sql: joinSql(node, embed, params) }));
  for (const { embed } of joins) columns.push(...embedColumns(embed).map((sql) => ({ sql })));
  const grouped = columns.flatMap((c, i) => (c.aggregate ? [] : [String(i + 1)]));
  const where: string[] = [];
  if (parent) {
    const r = parent.join.relationship;
    r.columns.forEach((col, i) => {
      where.push(`${alias}.${ident(r.targetColumns[i])} = ${ident(parent.alias)}.${ident(col)}`);
    });
    if (r.junction) where.push(junctionSql(node.relation.schema, r.junction, r.targetColumns, alias, ident(parent.alias)));
  }
  const scope = { relation: node.relation, alias: node.alias, embeds: node.embeds };
  where.push(...node.where.map((tree) => logicSql(scope, tree, params)));
  return {
    select: columns.map((c) => c.sql).join(', '),
    from: `${source.before ? `${source.before}, ` : ''}${source.from} AS ${alias}`,
    joins,
    where,
    groupBy: aggregated && grouped.length > 0 ? ` GROUP BY ${grouped.join(', ')}` : '',
    orderBy: orderSql(node, params),
    limitOffset: limitOffsetSql(node.limit, node.offset),
  };
}

/** A many-to-many embed's rows: those the junction table pairs with the parent row. */
function junctionSql(schema: string, j: NonNullable<Relationship['junction']>, targetColumns: string[], alias: string, parent: string): string {
  const pairs = [
    ...j.columns.map((c, i) => `pgrst_j.${ident(c)} = ${parent}.${ident(j.tableColumns[i])}`),
    ...j.targetJunctionColumns.map((c, i) => `pgrst_j.${ident(c)} = ${alias}.${ident(targetColumns[i])}`),
  ];
  return `EXISTS (SELECT 1 FROM ${relationSql(schema, j.table)} AS pgrst_j WHERE ${pairs.join(' AND ')})`;
}

export function assemble(sql: NodeSql, parts: { joins?: NodeSql['joins']; select?: string; paging?: boolean } = {}): string {
  const joins = (parts.joins ?? sql.joins).map((j) => j.sql).join(' ');
  const where = sql.where.length > 0 ? ` WHERE ${sql.where.join(' AND ')}` : '';
  const paging = parts.paging === false ? '' : `${sql.orderBy}${sql.limitOffset}`;
  const groupBy = parts.select === undefined ? sql.groupBy : '';
  return `SELECT ${parts.select ?? sql.select} FROM ${sql.from}${joins ? ` ${joins}` : ''}${where}${groupBy}${paging}`;
}

/** The joins a count must keep: inner embeds and embeds a parent filter tests for null. */
export function joinsThatFilter(node: ReadNode, joins: NodeSql['joins']): NodeSql['joins'] {
  const tested = new Set<string>();
  const visit = (tree: LogicTree) => {
    if (tree.kind === 'filter') tested.add(tree.filter.field.name);
    else tree.children.forEach(visit);
  };
  node.where.forEach(visit);
  return joins.filter(({ embed }) => embed.inner || (tested.has(embed.key) && !node.relation.columnsByName.has(embed.key)));
}

function joinSql(parent: ReadNode, embed: EmbedNode, params: SqlParams): string {
  // A computed relationship's rows are its function called with the parent row.
  const computed = embed.relationship.computed;
  const schema = parent.relation.schema;
  const from = computed ? `${relationSql(schema, computed)}(${ident(parent.alias)})` : relationSql(schema, embed.node.relation.name);
  const child = nodeSql(embed.node, { from }, params, {
    ...parent,
    join: embed,
  });
  const alias = ident(embed.joinAlias);
  const kind = embed.inner ? 'INNER' : 'LEFT';
  if (!embed.toMany) {
    const inner = assemble(child, embed.hidden ? { select: '1 AS pgrst_exists' } : {});
    return `${kind} JOIN LATERAL (${inner}) AS ${alias} ON TRUE`;
  }
  const rows = assemble(child, embed.hidden ? { select: '1 AS pgrst_exists' } : {});
  if (embed.spread) {
    // A spread to-many relation: each of its columns becomes an array of the rows' values (PostgREST 13).
    const arrays = spreadNames(embed.node).map((n) => `json_agg(${alias}.${ident(n)}) AS ${ident(n)}`);
    return `${kind} JOIN LATERAL (SELECT ${arrays.join(', ')} FROM (${rows}) AS ${alias}) AS ${alias} ON TRUE`;
  }
  const on = embed.inner ? `${alias}.${alias} IS NOT NULL` : 'TRUE';
  return `${kind} JOIN LATERAL (SELECT json_agg(${alias})::jsonb AS ${alias} FROM (${rows}) AS ${alias}) AS ${alias} ON ${on}`;
}

function embedColumns(embed: EmbedNode): string[] {
  if (embed.hidden) return [];
  const alias = ident(embed.joinAlias);
  if (embed.toMany && embed.spread) return spreadNames(embed.node).map((n) => `COALESCE(${alias}.${ident(n)}, '[]') AS ${ident(n)}`);
  if (embed.toMany) return [`COALESCE(${alias}.${alias}, '[]') AS ${ident(embed.key)}`];
  if (!embed.spread) return [`row_to_json(${alias}.*)::jsonb AS ${ident(embed.key)}`];
  return spreadNames(embed.node).map((name) => `${alias}.${ident(name)} AS ${ident(name)}`);
}

/** The keys a spread embed puts into its parent. */
function spreadNames(node: ReadNode): string[] {
  const names = node.star ? node.relation.columns.map((c) => c.name) : [];
  names.push(...node.fields.map((f) => f.outputName));
  names.push(...node.embeds.filter((e) => !e.hidden).map((e) => e.key));
  return names;
}

/** A field as selected: cast, then aggregated, then the aggregate's result cast. */
function fieldItemSql(alias: string, f: FieldItem, params: SqlParams): string {
  const value = f.column.name === '*' ? '*' : fieldSql(alias, f.field, params);
  const cast = f.cast ? `CAST(${value} AS ${f.cast})` : value;
  if (!f.aggregate) return cast;
  const aggregate = `${f.aggregate}(${cast})`;
  return f.aggregateCast ? `CAST(${aggregate} AS ${f.aggregateCast})` : aggregate;
}

function limitOffsetSql(limit: number | undefined, offset: number | undefined): string {
  return `${limit === undefined ? '' : ` LIMIT ${limit}`}${offset ? ` OFFSET ${offset}` : ''}`;
}

/** A relation or function of the request's schema, qualified: `"personal"."users"`. */
export function relationSql(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}
