const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Member ids are auth user ids (UUIDs): anything else names nobody, and is never queried. */
export function isMemberId(value: string): boolean {
  return UUID.test(value);
}
