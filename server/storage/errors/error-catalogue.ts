import { StorageError } from './storage-error';

/** Every error storage answers with, in hosted Storage's words: one place for each message. */
export const STORAGE_ERRORS = {
  noSuchBucket: () =>
    new StorageError({ statusCode: 404, code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' }),
  noSuchKey: () => new StorageError({ statusCode: 404, code: 'NoSuchKey', error: 'not_found', message: 'Object not found' }),
  /** The row exists but its file does not (hosted: the backend answered 404). */
  fileMissing: () =>
    new StorageError({ statusCode: 404, code: 'NoSuchKey', error: 'Not found', message: 'The resource was not found' }),
  accessDenied: (message = 'Access denied') =>
    new StorageError({ statusCode: 403, code: 'AccessDenied', error: 'Unauthorized', message }),
  alreadyExists: () =>
    new StorageError({ statusCode: 409, code: 'ResourceAlreadyExists', error: 'Duplicate', message: 'The resource already exists' }),
  bucketNotEmpty: () =>
    new StorageError({ statusCode: 409, code: 'ResourceNotEmpty', message: 'The bucket you tried to delete is not empty' }),
  invalidBucketName: () =>
    new StorageError({ statusCode: 400, code: 'InvalidBucketName', error: 'Invalid Input', message: 'Bucket name invalid' }),
  invalidKey: (key: string) => new StorageError({ statusCode: 400, code: 'InvalidKey', message: `Invalid key: ${key}` }),
  invalidMimeType: (mimeType: string) =>
    new StorageError({
      statusCode: 415,
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: `mime type ${mimeType} is not supported`,
    }),
  /** Also a folder over its quota, in the words of the rule that refused it. */
  entityTooLarge: (message = 'The object exceeded the maximum allowed size') =>
    new StorageError({ statusCode: 413, code: 'EntityTooLarge', error: 'Payload too large', message }),
  invalidFileSizeLimit: () =>
    new StorageError({
      statusCode: 400,
      code: 'InvalidRequest',
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    }),
  malformedMultipart: () => new StorageError({ statusCode: 400, code: 'InvalidRequest', message: 'Malformed multipart body' }),
  noContent: () => new StorageError({ statusCode: 400, code: 'InvalidRequest', message: 'No content provided' }),
  invalidRequest: (message: string) => new StorageError({ statusCode: 400, code: 'InvalidRequest', message }),
  invalidParameter: (parameter: string) => new StorageError({ statusCode: 400, code: 'InvalidParameter', message: `Invalid Parameter ${parameter}` }),
  // A signed URL's token refused, in the words of Storage's verifyObjectSignature.
  invalidJwt: (message = 'Invalid JWT') => new StorageError({ statusCode: 400, code: 'InvalidJWT', message }),
  invalidSignature: (message = 'Invalid signature') => new StorageError({ statusCode: 400, code: 'InvalidSignature', message }),
  expiredSignature: () => new StorageError({ statusCode: 400, code: 'ExpiredToken', message: 'The provided token has expired.' }),
  routeNotFound: (method: string, path: string) =>
    new StorageError({
      statusCode: 404,
      httpStatus: 404,
      code: 'NotFound',
      error: 'Not Found',
      message: `Route ${method}:${path} not found`,
    }),
  /** A transformation parameter out of its schema, in the words Storage's query validation uses. */
  invalidTransformation: (message: string) => new StorageError({ statusCode: 400, code: 'InvalidRequest', error: 'Error', message }),
  // The image renderer's refusals, as hosted Storage words what imgproxy answered.
  imageUnsupported: () =>
    new StorageError({ statusCode: 400, code: 'InvalidRequest', message: 'The source image is invalid or unsupported for rendering' }),
  imageFileTooLarge: () =>
    new StorageError({ statusCode: 400, code: 'InvalidRequest', message: 'The source image file is too large to process' }),
  imageResolutionTooLarge: () =>
    new StorageError({ statusCode: 400, code: 'InvalidRequest', message: 'The source image resolution is too large to process' }),
  imageTimedOut: () => new StorageError({ statusCode: 408, code: 'InvalidRequest', message: 'Image request timed out' }),
  imageTooManyRequests: () => new StorageError({ statusCode: 429, code: 'InvalidRequest', message: 'Too many requests' }),
  /** The client went away mid-upload; nobody reads this answer, it only ends the request quietly. */
  aborted: () => new StorageError({ statusCode: 499, code: 'Aborted', error: 'Request aborted', message: 'Request aborted' }),
  internal: () => new StorageError({ statusCode: 500, code: 'InternalError', error: 'Internal', message: 'Internal Server Error' }),
};
