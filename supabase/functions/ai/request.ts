import { z } from 'zod';
import { readJsonBody } from '../_shared/json-body.ts';

export const AI_TOOLS = [
  'profile-enhancement',
  'compatibility',
  'conversation-coach',
  'safety-check',
  'date-planning',
  'growth-feedback',
  'matchmaker',
] as const;

export type AiTool = (typeof AI_TOOLS)[number];

/** The request body: ids and a language code only, never text the model would read (docs/ai.md, The call). */
export const aiRequestSchema = z.strictObject({
  tool: z.enum(AI_TOOLS),
  partnerId: z.uuid().optional(),
  personaId: z.string().max(40).optional(),
  /**
   * The language the SPA is showing (a language tag, at most 35 characters): the answer is written
   * in it when Ascend speaks it, else in her profile's saved language, else English (docs/ai.md).
   */
  locale: z.string().max(35).optional(),
});

export type AiRequest = z.infer<typeof aiRequestSchema>;

export const readAiRequest = (req: Request): Promise<AiRequest | undefined> => readJsonBody(req, aiRequestSchema);
