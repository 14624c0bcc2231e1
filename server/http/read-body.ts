import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';
import { exceedsJsonDepth, JSON_TOO_DEEP } from './json-depth';

/** Largest request body any API surface accepts, in bytes. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Reads the whole body, refusing (413) as soon as it grows past limitBytes. */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes) {
      req.resume(); // discard what the client still sends; the socket stays usable for the answer
      reject(tooLarge(limitBytes));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > limitBytes) {
        refused = true;
        chunks.length = 0;
        reject(tooLarge(limitBytes));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

/**
 * Reads and parses a JSON body; an empty body reads as undefined. JSON nested deeper than
 * MAX_JSON_DEPTH is refused like malformed JSON (400 invalid_json), before it is parsed.
 */
export async function readJsonBody(req: IncomingMessage, limitBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const text = (await readBody(req, limitBytes)).toString('utf8');
  if (text.trim() === '') return undefined;
  if (exceedsJsonDepth(text)) throw new HttpError(400, 'invalid_json', JSON_TOO_DEEP);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'Empty or invalid json');
  }
}

function tooLarge(limitBytes: number): HttpError {
  return new HttpError(413, 'body_too_large', `Request body is larger than ${limitBytes} bytes`);
}
