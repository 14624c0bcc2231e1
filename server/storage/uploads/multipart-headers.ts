import { STORAGE_ERRORS } from '../errors/error-catalogue';

/** The boundary of a multipart/form-data Content-Type, or undefined for any other type. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  if (!match) throw STORAGE_ERRORS.invalidRequest('Multipart boundary is missing');
  return match[1] ?? match[2];
}
