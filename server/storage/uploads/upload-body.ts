import type { IncomingMessage } from 'node:http';
import { exceedsJsonDepth } from '../../http';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { pumpRequest } from '../request-stream';
import { checkDeclaredType } from './content-type-check';
import { multipartBoundary } from './multipart-headers';
import { readMultipartForm } from './multipart-form';
import { UploadSpool, type SpooledFile } from './upload-spool';

/** What the client says about its file before sending the bytes. */
export interface DeclaredFile {
  mimeType: string;
  cacheControl: string;
  /** The request's Content-Length for a raw body; unknown for a form. */
  contentLength?: number;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadLimits {
  maxBytes: number;
  allowedMimeTypes: string[] | null;
  spoolFolder: string;
}

/**
 * Receives the file of an upload into a temporary file, the two ways storage-js sends one: a
 * multipart form (a Blob or File: the file part plus `cacheControl` and `metadata` fields), or the
 * raw body with Content-Type, Cache-Control and base64 `x-metadata` headers (a Buffer or stream).
 * In hosted Storage's order: the declared size and type are checked, then `beforeFile` (the
 * permission check) runs, then the bytes are stored under the byte limit.
 */
export async function receiveUpload(
  req: IncomingMessage,
  limits: UploadLimits,
  beforeFile: (file: DeclaredFile) => Promise<void>,
): Promise<{ declared: DeclaredFile; file: SpooledFile }> {
  // A form without a boundary is refused here ('Multipart boundary is missing'), before busboy reads it.
  if (multipartBoundary(req.headers['content-type']) === undefined) {
    const declared = rawDeclaration(req);
    if (declared.contentLength !== undefined && declared.contentLength > limits.maxBytes) {
      throw STORAGE_ERRORS.entityTooLarge();
    }
    checkDeclaredType(declared.mimeType, limits.allowedMimeTypes);
    await beforeFile(declared);
    return { declared, file: await spool(limits, (sink) => pumpRequest(req, (chunk) => sink.write(chunk))) };
  }
  return receiveForm(req, limits, beforeFile);
}

async function receiveForm(
  req: IncomingMessage,
  limits: UploadLimits,
  beforeFile: (file: DeclaredFile) => Promise<void>,
): Promise<{ declared: DeclaredFile; file: SpooledFile }> {
  let declared: DeclaredFile | undefined;
  let sink: UploadSpool | undefined;
  try {
    await readMultipartForm(req, async ({ fields, mimeType }) => {
      declared = formDeclaration(fields, mimeType);
      checkDeclaredType(declared.mimeType, limits.allowedMimeTypes);
      await beforeFile(declared);
      const opened = await UploadSpool.open(limits.spoolFolder, limits.maxBytes);
      sink = opened;
      return (chunk) => opened.write(chunk);
    });
    if (declared === undefined || sink === undefined) throw STORAGE_ERRORS.noContent();
    return { declared, file: await sink.finish() };
  } catch (error) {
    await sink?.discard();
    throw error;
  }
}

async function spool(limits: UploadLimits, fill: (sink: UploadSpool) => Promise<void>): Promise<SpooledFile> {
  const sink = await UploadSpool.open(limits.spoolFolder, limits.maxBytes);
  try {
    await fill(sink);
    return await sink.finish();
  } catch (error) {
    await sink.discard();
    throw error;
  }
}

function rawDeclaration(req: IncomingMessage): DeclaredFile {
  const length = Number(req.headers['content-length']);
  const metadata = req.headers['x-metadata'];
  return {
    mimeType: req.headers['content-type'] || 'application/octet-stream',
    cacheControl: typeof req.headers['cache-control'] === 'string' ? req.headers['cache-control'] : 'no-cache',
    contentLength: Number.isFinite(length) ? length : undefined,
    userMetadata: typeof metadata === 'string' ? parseJsonObject(Buffer.from(metadata, 'base64').toString('utf8')) : null,
  };
}

// Fields sent before the file part (storage-js sends `cacheControl` and `metadata` first). The part's
// type falls back to RFC 7578's default (busboy's text/plain); a `contentType` field overrides it.
function formDeclaration(fields: Map<string, string>, partType: string): DeclaredFile {
  const cacheTime = fields.get('cacheControl');
  const metadata = fields.get('metadata') ?? fields.get('userMetadata');
  return {
    mimeType: fields.get('contentType') || partType,
    cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: metadata === undefined ? null : parseJsonObject(metadata),
  };
}

// Hosted Storage ignores user metadata it cannot parse rather than refusing the upload. Metadata
// nested too deep is ignored the same way: it would be stored as jsonb (see server/http/json-depth.ts).
function parseJsonObject(text: string): Record<string, unknown> | null {
  if (exceedsJsonDepth(text)) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
