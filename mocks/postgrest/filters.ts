import { notInMock, unknownColumn } from './errors';

type Row = Record<string, unknown>;
type Predicate = (row: Row) => boolean;

// PostgREST sends every value as text; the database compares it as the column's type.
const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));

function listOf(operand: string): string[] {
  const inner = operand.replace(/^\(/, '').replace(/\)$/, '');
  return inner.split(',').map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
}

const operators: Record<string, (operand: string) => (value: unknown) => boolean> = {
  eq: (operand) => (value) => asText(value) === operand,
  neq: (operand) => (value) => asText(value) !== null && asText(value) !== operand,
  in: (operand) => (value) => listOf(operand).includes(asText(value) ?? ''),
  is: (operand) => (value) => asText(value) === (operand === 'null' ? null : operand),
};

/** Query parameters that are not filters. */
const reserved = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/** The horizontal filters of a query (`column=op.value`), as one predicate over rows. */
export function parseFilters(params: URLSearchParams, table: string, columns: string[]): Predicate {
  const tests: Predicate[] = [];
  for (const [column, filter] of params) {
    if (reserved.has(column)) continue;
    if (column === 'or' || column === 'and') throw notInMock(`"${column}" filters`);
    if (!columns.includes(column)) throw unknownColumn(table, column);
    const [op, ...rest] = filter.split('.');
    const operator = operators[op];
    if (!operator) throw notInMock(`the "${op}" operator`);
    const test = operator(rest.join('.'));
    tests.push((row) => test(row[column]));
  }
  return (row) => tests.every((test) => test(row));
}
