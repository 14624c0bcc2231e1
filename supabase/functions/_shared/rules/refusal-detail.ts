// Imported by other files here without an extension, so for the SPA and Node only: an Edge Function
// (Deno) that needs a refusal reads its JSON itself (ai/call-log.ts).

/**
 * The object a refusal's `detail` carries (the database writes it as JSON: private.refuse_by_plan,
 * refuse_for_now, refuse), or undefined when the detail is none of that. Capped: a detail is a few
 * dozen characters.
 */
export function refusalDetail(detail: unknown): Record<string, unknown> | undefined {
  if (typeof detail !== 'string' || detail.length > 2000) return undefined;
  try {
    const value: unknown = JSON.parse(detail);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
