import { STORAGE_ERRORS } from '../errors/error-catalogue';

/** The headers of one part of a multipart/form-data body. */
export interface PartHeaders {
  name: string;
  filename?: string;
  contentType?: string;
}

/** The boundary of a multipart/form-data Content-Type, or undefined for any other type. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  if (!match) throw STORAGE_ERRORS.invalidRequest('Multipart boundary is missing');
  return match[1] ?? match[2];
}

export function parsePartHeaders(text: string): PartHeaders {
  const headers = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get('content-disposition');
  if (!disposition || !/^form-data\b/i.test(disposition)) throw STORAGE_ERRORS.malformedMultipart();
  const params = dispositionParams(disposition);
  return { name: params.get('name') ?? '', filename: params.get('filename'), contentType: headers.get('content-type') };
}

function dispositionParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of value.matchAll(pattern)) {
    const quoted = match[2]?.replace(/\\(.)/g, '$1');
    params.set(match[1].toLowerCase(), quoted ?? match[3].trim());
  }
  return params;
}
