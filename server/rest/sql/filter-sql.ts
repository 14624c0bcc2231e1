import type { Filter, LogicTree } from '../parse/logic-tree';
import type { Operation } from '../parse/op-expr';
import { restErrors } from '../rest-error';
import type { Relation } from '../schema-cache';
import { fieldSql, fieldType } from './field-sql';
import { columnOf, type EmbedNode } from './read-plan';
import { ident, type SqlParams } from './sql-params';

/** Where a filter is evaluated: a relation under an alias, and the embeds joined there. */
export interface FilterScope {
  relation: Relation;
  alias: string;
  embeds?: EmbedNode[];
}

const COMPARE = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const PATTERN = { like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*' } as const;
const RANGE_OPS = { cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' } as const;
const FTS = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;
const TEXT = '"pg_catalog"."text"';

export function logicSql(scope: FilterScope, tree: LogicTree, params: SqlParams): string {
  if (tree.kind === 'filter') return filterSql(scope, tree.filter, params);
  const joined = tree.children.map((child) => logicSql(scope, child, params)).join(tree.op === 'and' ? ' AND ' : ' OR ');
  const sql = tree.children.length === 0 ? 'TRUE' : `(${joined})`;
  return tree.negate ? `NOT ${sql}` : sql;
}

function filterSql(scope: FilterScope, filter: Filter, params: SqlParams): string {
  const { field, expr } = filter;
  const isColumn = scope.relation.columnsByName.has(field.name) || scope.relation.computed?.has(field.name);
  const embed = field.jsonPath.length === 0 && !isColumn
    ? scope.embeds?.find((e) => e.key === field.name)
    : undefined;
  if (embed) return embedNullSql(embed, filter);
  const column = columnOf(scope.relation, field.name);
  // `in.()` matches nothing; its operand is not written, so none of the operand's values may be bound.
  const matchesNothing = expr.operation.op === 'in' && expr.operation.values.length === 0;
  const sql = matchesNothing
    ? 'FALSE'
    : operationSql(fieldSql(scope.alias, field, params), fieldType(column, field), expr.operation, params);
  return expr.negate ? `NOT (${sql})` : sql;
}

function operationSql(operand: string, type: string, operation: Operation, params: SqlParams): string {
  switch (operation.op) {
    case 'eq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      if (operation.quantifier) {
        return `${operand} ${COMPARE[operation.op]} ${operation.quantifier.toUpperCase()}(${params.typed(operation.value, `${type}[]`)})`;
      }
      return `${operand} ${COMPARE[operation.op]} ${params.typed(operation.value, type)}`;
    case 'neq':
      return `${operand} <> ${params.typed(operation.value, type)}`;
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch': {
      const pattern = operation.op.endsWith('like') ? operation.value.replace(/\*/g, '%') : operation.value;
      if (operation.quantifier) {
        return `${operand} ${PATTERN[operation.op]} ${operation.quantifier.toUpperCase()}(${params.typed(pattern, `${TEXT}[]`)})`;
      }
      return `${operand} ${PATTERN[operation.op]} ${params.text(pattern)}`;
    }
    case 'in':
      return `${operand} IN (${operation.values.map((v) => params.typed(v, type)).join(', ')})`;
    case 'is':
      return `${operand} IS ${operation.value === 'not_null' ? 'NOT NULL' : operation.value.toUpperCase()}`;
    case 'isdistinct':
      return `${operand} IS DISTINCT FROM ${params.typed(operation.value, type)}`;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const config = operation.language ? `${params.typed(operation.language, '"pg_catalog"."regconfig"')}, ` : '';
      const vector = type === '"pg_catalog"."tsvector"' ? operand : `to_tsvector(${config}${operand})`;
      return `${vector} @@ ${FTS[operation.op]}(${config}${params.text(operation.value)})`;
    }
    default:
      return `${operand} ${RANGE_OPS[operation.op]} ${params.typed(operation.value, type)}`;
  }
}

// `?photos=is.null` keeps the parents without (or, negated, with) a matching embedded row.
function embedNullSql(embed: EmbedNode, filter: Filter): string {
  const { operation, negate } = filter.expr;
  if (operation.op !== 'is' || (operation.value !== 'null' && operation.value !== 'not_null')) {
    throw restErrors.unacceptableFilter(embed.key);
  }
  const isNull = (operation.value === 'null') !== negate;
  const value = embed.toMany ? `${ident(embed.joinAlias)}.${ident(embed.joinAlias)}` : `row_to_json(${ident(embed.joinAlias)}.*)`;
  return `${value} IS ${isNull ? '' : 'NOT '}NULL`;
}
