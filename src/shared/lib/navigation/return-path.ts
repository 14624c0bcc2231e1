/**
 * Where sign-in sends the member back to: the `from` that a guard or a page put in the location state
 * for /login (`{ from: '/pricing' }`). Only a path of this app counts: a full or protocol-relative URL
 * ('//elsewhere.example') would make the sign-in page an open redirect.
 */
export function returnPathFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : null;
}
