import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { MAX_JSON_DEPTH } from './json-depth';
import { readJsonBody } from './read-body';

const body = (text: string, headers: Record<string, string> = {}) =>
  Object.assign(Readable.from([Buffer.from(text)]), { headers }) as unknown as IncomingMessage;

describe('readJsonBody', () => {
  it('parses JSON and reads an empty body as undefined', async () => {
    expect(await readJsonBody(body('{"a":[1,2]}'))).toEqual({ a: [1, 2] });
    expect(await readJsonBody(body(''))).toBeUndefined();
  });

  it('refuses malformed JSON with 400 and a body over the limit with 413', async () => {
    await expect(readJsonBody(body('{'))).rejects.toMatchObject({ status: 400, reason: 'invalid_json' });
    await expect(readJsonBody(body('x'.repeat(20)), 10)).rejects.toMatchObject({ status: 413, reason: 'body_too_large' });
    await expect(readJsonBody(body('{}', { 'content-length': '99' }), 10)).rejects.toMatchObject({ status: 413 });
  });

  it('refuses JSON nested deeper than MAX_JSON_DEPTH like malformed JSON, and reads the limit itself', async () => {
    const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    await expect(readJsonBody(body(arrays(MAX_JSON_DEPTH + 1)))).rejects.toMatchObject({ status: 400, reason: 'invalid_json' });
    await expect(readJsonBody(body(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`))).rejects.toMatchObject({ status: 400 });
    expect(await readJsonBody(body(arrays(MAX_JSON_DEPTH)))).toEqual(expect.any(Array));
  });
});
