import { z } from 'zod';

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

/** The request body: ids only, never text the model would read (docs/ai.md, The call). */
export const aiRequestSchema = z.strictObject({
  tool: z.enum(AI_TOOLS),
  partnerId: z.uuid().optional(),
  personaId: z.string().max(40).optional(),
});

export type AiRequest = z.infer<typeof aiRequestSchema>;

// Far more than the largest valid body: a bigger one is refused before it is parsed.
const MAX_BODY_BYTES = 1024;

export async function readAiRequest(req: Request): Promise<AiRequest | undefined> {
  const text = await req.text().catch(() => '');
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    const parsed = aiRequestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
