import { z } from 'zod';
import { readJsonBody } from '../_shared/json-body.ts';

const schema = z.object({
  subject: z.string(),
  message: z.string(),
  screenshot_path: z.string().nullish(),
});

export type SupportRequestBody = z.infer<typeof schema>;

// The longest message (5,000 characters) and subject with every character escaped as \uXXXX, and
// room for the rest: larger bodies are refused before they are parsed. The database caps each field.
const MAX_BODY = 40_000;

/** The request's body, or undefined when it is not one (too large, not JSON, the wrong shape). */
export const readSupportRequest = (req: Request) => readJsonBody(req, schema, MAX_BODY);
