import { restErrors } from '../rest-error';
import { fieldSql } from './field-sql';
import { columnOf, type ReadNode } from './read-plan';
import type { SqlParams } from './sql-params';

/** ` ORDER BY …` of a node, or '' when it has no order. */
export function orderSql(node: ReadNode, params: SqlParams): string {
  if (node.order.length === 0) return '';
  const items = node.order.map((term) => {
    let expr: string;
    if (term.relation) {
      const embed = node.embeds.find((e) => e.key === term.relation);
      if (!embed || embed.toMany) {
        throw restErrors.relatedOrderNotToOne(node.relation.name, term.relation);
      }
      columnOf(embed.node.relation, term.field.name);
      expr = fieldSql(embed.joinAlias, term.field, params);
    } else {
      columnOf(node.relation, term.field.name);
      expr = fieldSql(node.alias, term.field, params);
    }
    const direction = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
    const nulls = term.nulls === 'first' ? ' NULLS FIRST' : term.nulls === 'last' ? ' NULLS LAST' : '';
    return `${expr}${direction}${nulls}`;
  });
  return ` ORDER BY ${items.join(', ')}`;
}
