import { z } from 'zod';
import type { AiSettings } from '../settings.ts';

/** What the vision model decides, and the line a declined member reads. */
export interface Decision {
  approved: boolean;
  note: string | null;
}

const answerSchema = z.object({
  same_person: z.boolean(),
  pose_matches: z.boolean(),
  reason: z.string().max(300).optional(),
});

const POSE_WORDS: Record<string, string> = {
  thumbs_up: 'a thumbs-up',
  peace_sign: 'a peace sign (two fingers raised)',
  hand_on_head: 'one hand on top of the head',
  point_up: 'one index finger pointing up',
  hand_on_cheek: 'one open hand against the cheek',
};

export const DECLINED_NOTE = {
  pose: 'The selfie does not show the pose. Please try again.',
  person: 'The selfie does not match your main photo.',
} as const;

/**
 * Asks the vision model whether the live selfie shows the person of the profile photos making the
 * pose (OpenAI-compatible image input, JSON mode). Undefined when there is no usable answer (an
 * error, a timeout, JSON of another shape): the request then waits for the operator.
 */
export async function comparePhotos(settings: AiSettings, selfie: string, photos: string[], pose: string, timeoutMs: number): Promise<Decision | undefined> {
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, maxRetries: 0, timeout: timeoutMs, logLevel: 'off' });
  try {
    const completion = await client.chat.completions.create({
      model: settings.model,
      temperature: 0,
      max_tokens: 200,
      response_format: { type: 'json_object' },
      messages: [
        {
          role: 'system',
          content:
            'You check dating profile photos. The first image is a live selfie; the others are the profile photos. ' +
            `Answer in JSON: {"same_person": boolean, "pose_matches": boolean, "reason": string}. same_person: the selfie ` +
            `shows the same person as the first profile photo. pose_matches: the person in the selfie makes ${POSE_WORDS[pose] ?? pose}.`,
        },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Selfie, then profile photos:' },
            { type: 'image_url', image_url: { url: selfie, detail: 'low' } },
            ...photos.map((url) => ({ type: 'image_url' as const, image_url: { url, detail: 'low' as const } })),
          ],
        },
      ],
    });
    const parsed = answerSchema.safeParse(JSON.parse(completion.choices[0]?.message?.content ?? ''));
    if (!parsed.success) return undefined;
    const { same_person, pose_matches } = parsed.data;
    if (!same_person) return { approved: false, note: DECLINED_NOTE.person };
    if (!pose_matches) return { approved: false, note: DECLINED_NOTE.pose };
    return { approved: true, note: null };
  } catch (error) {
    console.error('ai: the vision model gave no decision, the operator will:', error instanceof Error ? error.message : error);
    return undefined;
  }
}
