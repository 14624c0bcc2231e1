import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { mustBeValidBucketName } from '../names';
import { MAX_UPLOAD_BYTES } from '../uploads/upload-object';

/** The bucket fields a create or update may set; undefined means "leave as it is". */
export interface BucketOptions {
  public?: boolean;
  fileSizeLimit?: number | null;
  allowedMimeTypes?: string[] | null;
}

const MIME_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+|\*)(;\s*charset=[a-zA-Z0-9-]+)?$/;

/** Reads `public`, `file_size_limit` and `allowed_mime_types` as storage-js sends them. */
export function bucketOptions(body: Record<string, unknown>): BucketOptions {
  const options: BucketOptions = {};
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw STORAGE_ERRORS.invalidRequest('body/public must be boolean');
    options.public = body.public;
  }
  if (body.file_size_limit !== undefined) options.fileSizeLimit = fileSizeLimit(body.file_size_limit);
  if (body.allowed_mime_types !== undefined) options.allowedMimeTypes = mimeTypes(body.allowed_mime_types);
  return options;
}

export function bucketIdOf(body: Record<string, unknown>): string {
  const id = body.id || body.name;
  mustBeValidBucketName(id);
  return id;
}

/** A limit in bytes, or text such as '5MB' (decimal units, as hosted Storage reads them). */
function fileSizeLimit(value: unknown): number | null {
  if (value === null) return null;
  let bytes: number;
  if (typeof value === 'number') {
    bytes = value;
  } else if (typeof value === 'string') {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value.trim());
    if (!match) throw STORAGE_ERRORS.invalidFileSizeLimit();
    const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2].toLowerCase() as 'gb' | 'mb' | 'kb' | 'b'];
    bytes = Math.round(Number(match[1]) * unit);
  } else {
    throw STORAGE_ERRORS.invalidFileSizeLimit();
  }
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw STORAGE_ERRORS.invalidFileSizeLimit();
  if (bytes > MAX_UPLOAD_BYTES) throw STORAGE_ERRORS.entityTooLarge();
  return bytes;
}

function mimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (!Array.isArray(value)) throw STORAGE_ERRORS.invalidRequest('body/allowed_mime_types must be array');
  const types = value.filter((t) => t !== '' && t !== null);
  for (const type of types) {
    if (typeof type !== 'string' || type.length > 1000 || !MIME_TYPE.test(type)) {
      throw STORAGE_ERRORS.invalidMimeType(String(type));
    }
  }
  return types as string[];
}
