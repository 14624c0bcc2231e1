import { z } from 'zod';
import { readJsonBody } from '../_shared/json-body.ts';

/** The three calls of the checkout function (docs/plans.md, Checkout). */
export const checkoutRequestSchema = z.union([
  z.strictObject({ tier: z.enum(['basic', 'premium', 'elite']) }),
  z.strictObject({ action: z.literal('confirm'), sessionId: z.string().min(1).max(255) }),
  z.strictObject({ action: z.enum(['cancel', 'resume']) }),
]);

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const readCheckoutRequest = (req: Request): Promise<CheckoutRequest | undefined> => readJsonBody(req, checkoutRequestSchema);
