import { z } from 'zod';
import type { AiResult } from '../model/ai-result';
import type { EventSourceMessage } from './read-event-stream';

const flag = z.object({ source: z.enum(['rule', 'model']), rule: z.string().nullable(), message: z.string() });
const suggestion = z.object({ memberId: z.string(), name: z.string(), reason: z.string() });

// The function validates its model's JSON before sending; the client checks the shape it relies on.
const result = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('profile-enhancement'), suggestedBio: z.string().nullable() }),
  z.object({ kind: z.literal('compatibility'), score: z.number().min(0).max(100), strengths: z.array(z.string()), concerns: z.array(z.string()) }),
  z.object({ kind: z.literal('safety-check'), riskLevel: z.enum(['low', 'medium', 'high']), flags: z.array(flag) }),
  z.object({ kind: z.literal('matchmaker'), personaId: z.string(), suggestions: z.array(suggestion) }),
  z.object({ kind: z.literal('conversation-coach') }),
  z.object({ kind: z.literal('date-planning') }),
  z.object({ kind: z.literal('growth-feedback') }),
]) satisfies z.ZodType<AiResult>;

const schemas = {
  delta: z.object({ text: z.string() }),
  reset: z.object({}),
  done: z.object({ simulated: z.boolean(), result }),
  error: z.object({ message: z.string() }),
};

/** One event of the answer (docs/ai.md, "The answer: server-sent events"). */
export type AnswerEvent =
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | { type: 'done'; simulated: boolean; result: AiResult }
  | { type: 'error'; message: string };

const isKnown = (name: string | undefined): name is keyof typeof schemas => name !== undefined && Object.hasOwn(schemas, name);

/** The event with its data checked; null for an event this client does not know. Throws on malformed data. */
export function toAnswerEvent({ event, data }: EventSourceMessage): AnswerEvent | null {
  if (!isKnown(event)) return null;
  return { type: event, ...schemas[event].parse(JSON.parse(data)) } as AnswerEvent;
}
