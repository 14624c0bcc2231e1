import type { FieldRef } from '../parse/field';
import type { Column } from '../schema-cache';
import { ident, type SqlParams } from './sql-params';

const TEXT = '"pg_catalog"."text"';
const JSONB = '"pg_catalog"."jsonb"';
const JSON_TYPE = '"pg_catalog"."json"';

/** `"t0"."data"->'a'->>'b'`, with keys as parameters. */
export function fieldSql(alias: string, field: FieldRef, params: SqlParams): string {
  let sql = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.jsonPath) {
    sql += step.index ? `${step.arrow}${Number(step.key)}` : `${step.arrow}${params.text(step.key)}`;
  }
  return field.jsonPath.length > 0 ? `(${sql})` : sql;
}

/** The type a field evaluates to: the column's, or text/json after a JSON path. */
export function fieldType(column: Column, field: FieldRef): string {
  const last = field.jsonPath.at(-1);
  if (!last) return column.type;
  if (last.arrow === '->>') return TEXT;
  return column.type === JSON_TYPE ? JSON_TYPE : JSONB;
}
