import busboy from 'busboy';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { StorageError } from '../errors/storage-error';
import { pumpRequest } from '../request-stream';

/** The fields sent before the file, and the file part's type (RFC 7578's text/plain when it names none). */
export interface FormFile {
  fields: Map<string, string>;
  mimeType: string;
}

// Plain fields are small; anything bigger is not what storage-js sends. (busboy limits part headers to 16 KiB.)
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a multipart/form-data upload with busboy, the parser hosted Storage's form handling
 * (@fastify/multipart) is built on. The first file part goes to `onFile`, which may refuse it by
 * throwing or answers where its bytes go; later files are skipped (one file per upload, as hosted
 * Storage accepts). The request is read with backpressure, so memory stays bounded whatever the body's
 * size. Resolves whether the form had a file. Tests: multipart-form.test.ts, the storage contract tests.
 */
export async function readMultipartForm(
  req: IncomingMessage,
  onFile: (file: FormFile) => Promise<(chunk: Buffer) => Promise<void>>,
): Promise<boolean> {
  let fail!: (error: unknown) => void;
  const failed = new Promise<never>((_, reject) => {
    fail = (error) => reject(formError(error));
  });
  failed.catch(() => undefined);
  let form: busboy.Busboy;
  try {
    form = busboy({ headers: req.headers, limits: { files: 1, fieldSize: MAX_FIELD_BYTES } });
  } catch (error) {
    throw formError(error);
  }
  const fields = new Map<string, string>();
  let fileRead: Promise<void> | undefined;
  form.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(STORAGE_ERRORS.invalidRequest('Multipart field is too large'));
    else fields.set(name, value);
  });
  form.on('file', (_name, stream, info) => {
    fileRead = (async () => {
      const write = await onFile({ fields, mimeType: info.mimeType });
      for await (const chunk of stream) await write(chunk as Buffer);
    })();
    fileRead.catch(fail);
  });
  form.on('error', fail);
  const write = (chunk: Buffer) => (form.write(chunk) ? Promise.resolve() : once(form, 'drain').then(() => undefined));
  try {
    await Promise.race([failed, pumpRequest(req, (chunk) => Promise.race([failed, write(chunk)]))]);
    form.end();
    await Promise.race([failed, once(form, 'finish')]);
    await Promise.race([failed, fileRead]);
    return fileRead !== undefined;
  } catch (error) {
    // The file's reader stops (its stream ends in an error) before the caller cleans up after it.
    form.destroy();
    await fileRead?.catch(() => undefined);
    throw formError(error);
  }
}

// busboy's errors, in the words the hand-written parser used before it.
function formError(error: unknown): unknown {
  if (error instanceof StorageError || !(error instanceof Error)) return error;
  if (/^Unexpected end of (form|file)$/.test(error.message)) return STORAGE_ERRORS.invalidRequest('Multipart body is incomplete');
  if (/^(Malformed|Multipart|Unsupported|Missing)\b/.test(error.message)) return STORAGE_ERRORS.malformedMultipart();
  return error;
}
