/**
 * How a filter compares values of one column type, on the JSON a row becomes with to_jsonb:
 * numbers as numbers, times as instants, uuids without case, booleans as booleans, the rest as text.
 */
export type Comparable = number | string | boolean;

export interface Comparator {
  /** The filter's text as this type; undefined when PostgreSQL would refuse the cast. */
  parse(text: string): Comparable | undefined;
  /** A row's value as this type; undefined for NULL, which no condition matches. */
  fromRecord(value: unknown): Comparable | undefined;
  compare(a: Comparable, b: Comparable): number;
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const TIME_TYPES = new Set(['timestamptz', 'timestamp', 'date']);
const TRUE = new Set(['t', 'true', 'y', 'yes', 'on', '1']);
const FALSE = new Set(['f', 'false', 'n', 'no', 'off', '0']);
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

const ordered = (a: Comparable, b: Comparable) => (a < b ? -1 : a > b ? 1 : 0);

function comparator(parse: (text: string) => Comparable | undefined): Comparator {
  return {
    parse,
    fromRecord: (value) => (value === null || value === undefined ? undefined : parse(String(value))),
    compare: ordered,
  };
}

const asNumber = comparator((text) => {
  const n = text.trim() === '' ? NaN : Number(text);
  return Number.isNaN(n) ? undefined : n;
});
const asInstant = comparator((text) => {
  const t = Date.parse(text);
  return Number.isNaN(t) ? undefined : t;
});
const asBoolean = comparator((text) => {
  const t = text.trim().toLowerCase();
  return TRUE.has(t) ? true : FALSE.has(t) ? false : undefined;
});
const asUuid = comparator((text) => (UUID.test(text.trim()) ? text.trim().toLowerCase().replaceAll('-', '') : undefined));
const asText = comparator((text) => text);

/** Undefined for types a filter cannot compare (arrays, JSON, bytes). */
export function comparatorFor(type: string): Comparator | undefined {
  if (type.startsWith('_') || type === 'json' || type === 'jsonb' || type === 'bytea') return undefined;
  if (NUMBER_TYPES.has(type)) return asNumber;
  if (TIME_TYPES.has(type)) return asInstant;
  if (type === 'bool') return asBoolean;
  if (type === 'uuid') return asUuid;
  return asText;
}
