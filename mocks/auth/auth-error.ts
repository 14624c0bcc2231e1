import { HttpResponse } from 'msw';

/**
 * GoTrue's error answer for clients that send X-Supabase-Api-Version (auth-js does): `{ code,
 * message }`, with the version header that tells auth-js to read `code`.
 */
export function authError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message }, { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });
}
