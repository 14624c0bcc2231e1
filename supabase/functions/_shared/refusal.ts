/** A function's refusal: its status, a code the SPA can switch on, and the message it may show as it is. */
export type RefusalAnswer = readonly [status: number, code: string, message: string];

/** The JSON answer `{ error, code }` of a refusal from a function's table of answers. */
export function refusalResponse([status, code, error]: RefusalAnswer, headers: Record<string, string> = {}): Response {
  return Response.json({ error, code }, { status, headers });
}
