import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { MAX_JSON_BODY_BYTES, readBody, readJsonBody } from '../http';
import { authError } from './errors/error-catalogue';

/** A string field clients may also send as null (auth-js sends `code_challenge: null`). */
export const optionalText = z.string().nullish().transform((value) => value ?? '');
/** A JSON object field such as `data`. */
export const optionalObject = z.record(z.string(), z.unknown()).nullish();

/**
 * Reads a JSON body into the schema. A body GoTrue could not decode into its parameter struct —
 * malformed JSON, not an object, a field of the wrong type — is its 400 bad_json.
 */
export async function readAuthJson<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.output<S>> {
  const raw = (await readJsonBody(req, MAX_JSON_BODY_BYTES)) ?? {};
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw authError('badJson', `Could not parse request body as JSON: ${where}${issue.message}`);
  }
  return parsed.data;
}

/** Reads an HTML form post (the consent page). */
export async function readFormBody(req: IncomingMessage): Promise<URLSearchParams> {
  const body = await readBody(req, MAX_JSON_BODY_BYTES);
  return new URLSearchParams(body.toString('utf8'));
}
