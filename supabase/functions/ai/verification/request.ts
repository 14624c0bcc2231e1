import { z } from 'zod';
import { readJsonBody } from '../../_shared/json-body.ts';
import { VERIFICATION_POSES } from '../../_shared/rules/verification-rules.ts';

/** A selfie as the SPA's canvas encodes it: a JPEG data URL of at most ~450 kB of base64. */
export const MAX_SELFIE_CHARS = 600_000;

/**
 * POST /functions/v1/ai/photo-verification: the pose she was shown and the selfie taken live. The
 * only body of the `ai` function that carries more than ids: an image, never text for a prompt.
 */
export const verificationRequestSchema = z.strictObject({
  pose: z.enum(VERIFICATION_POSES),
  selfie: z.string().max(MAX_SELFIE_CHARS).regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/),
});

export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export const readVerificationRequest = (req: Request): Promise<VerificationRequest | undefined> =>
  readJsonBody(req, verificationRequestSchema, MAX_SELFIE_CHARS + 200);
