import { z } from 'zod';

/** The three calls of the checkout function (docs/plans.md, Checkout). */
export const checkoutRequestSchema = z.union([
  z.strictObject({ tier: z.enum(['basic', 'premium', 'elite']) }),
  z.strictObject({ action: z.literal('confirm'), sessionId: z.string().min(1).max(255) }),
  z.strictObject({ action: z.enum(['cancel', 'resume']) }),
]);

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export async function readCheckoutRequest(req: Request): Promise<CheckoutRequest | undefined> {
  const text = await req.text().catch(() => '');
  if (text.length > 1024) return undefined;
  try {
    const parsed = checkoutRequestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
