const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Profile ids are auth user ids, UUIDs: anything else names no profile, and is never queried. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
