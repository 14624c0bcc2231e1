import type { z } from 'zod';

/**
 * A request's JSON body validated by `schema`, or undefined for anything else: too large (refused
 * before it is parsed), not JSON, or of the wrong shape. Functions take small bodies of ids.
 */
export async function readJsonBody<T>(req: Request, schema: z.ZodType<T>, maxBytes = 1024): Promise<T | undefined> {
  const text = await req.text().catch(() => '');
  if (text.length > maxBytes) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
