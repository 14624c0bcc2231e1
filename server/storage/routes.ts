import { createBucket, deleteBucket, emptyBucket, updateBucket } from './buckets/change-buckets';
import { getBucket, listBuckets } from './buckets/read-buckets';
import { listObjects } from './objects/list-objects';
import { copyObject, moveObject } from './objects/move-copy';
import { downloadObject, objectInfo } from './objects/read-object';
import { removeObject, removeObjects } from './objects/remove-objects';
import { renderImageObject } from './render/render-image-route';
import {
  downloadSignedObject,
  renderSignedImage,
  signObjectUrl,
  signObjectUrls,
  signUploadUrl,
  uploadSignedObject,
} from './objects/signed-urls';
import { STORAGE_ERRORS } from './errors/error-catalogue';
import type { StorageOperation } from './storage-request';
import { uploadObject } from './uploads/upload-object';

/**
 * The routes storage-js 2.109 calls, first match wins (as in hosted Storage, a bucket named 'list',
 * 'info', 'public' or 'authenticated' is shadowed by the route of that name). `:bucket` is one path
 * segment, `*` the rest of the path: the object key.
 */
const ROUTES: [method: string, pattern: string, operation: StorageOperation][] = [
  ['GET', 'bucket', listBuckets],
  ['POST', 'bucket', createBucket],
  ['GET', 'bucket/:bucket', getBucket],
  ['PUT', 'bucket/:bucket', updateBucket],
  ['DELETE', 'bucket/:bucket', deleteBucket],
  ['POST', 'bucket/:bucket/empty', emptyBucket],
  ['POST', 'object/list/:bucket', listObjects],
  ['POST', 'object/list-v2/:bucket', notBuilt('/object/list-v2')],
  ['POST', 'object/move', moveObject],
  ['POST', 'object/copy', copyObject],
  ['POST', 'object/sign/:bucket', signObjectUrls],
  ['POST', 'object/sign/:bucket/*', signObjectUrl],
  ['GET', 'object/sign/:bucket/*', downloadSignedObject],
  ['POST', 'object/upload/sign/:bucket/*', signUploadUrl],
  ['PUT', 'object/upload/sign/:bucket/*', uploadSignedObject],
  ['GET', 'object/info/public/:bucket/*', objectInfo('public')],
  ['GET', 'object/info/authenticated/:bucket/*', objectInfo('authenticated')],
  ['GET', 'object/info/:bucket/*', objectInfo('token-optional')],
  ['GET', 'object/public/:bucket/*', downloadObject('public', false)],
  ['HEAD', 'object/public/:bucket/*', downloadObject('public', true)],
  ['GET', 'object/authenticated/:bucket/*', downloadObject('authenticated', false)],
  ['HEAD', 'object/authenticated/:bucket/*', downloadObject('authenticated', true)],
  ['GET', 'object/:bucket/*', downloadObject('token-optional', false)],
  ['HEAD', 'object/:bucket/*', downloadObject('token-optional', true)],
  ['POST', 'object/:bucket/*', uploadObject('POST')],
  ['PUT', 'object/:bucket/*', uploadObject('PUT')],
  ['DELETE', 'object/:bucket', removeObjects],
  ['DELETE', 'object/:bucket/*', removeObject],
  ['GET', 'render/image/public/:bucket/*', renderImageObject('public')],
  ['GET', 'render/image/authenticated/:bucket/*', renderImageObject('authenticated')],
  ['GET', 'render/image/sign/:bucket/*', renderSignedImage],
];

/** A route hosted Storage has and this server does not: its 404, never an upload to a bucket of that name. */
function notBuilt(path: string): StorageOperation {
  return async ({ req, bucket }) => {
    throw STORAGE_ERRORS.routeNotFound(req.method ?? 'POST', `/storage/v1${path}/${bucket}`);
  };
}

export interface RouteMatch {
  operation: StorageOperation;
  bucket: string;
  key: string;
}

/**
 * The operation for a request; segments are the raw (still percent-encoded) path segments after
 * /storage/v1. Throws URIError for a malformed escape.
 */
export function matchRoute(method: string, segments: string[]): RouteMatch | undefined {
  for (const [routeMethod, pattern, operation] of ROUTES) {
    if (routeMethod !== method) continue;
    const params = matchPattern(pattern.split('/'), segments);
    if (params) return { operation, ...params };
  }
  return undefined;
}

function matchPattern(pattern: string[], segments: string[]): { bucket: string; key: string } | undefined {
  let bucket = '';
  for (const [i, part] of pattern.entries()) {
    if (part === '*') {
      const rest = segments.slice(i);
      if (rest.length === 0 || rest.join('') === '') return undefined;
      return { bucket, key: decodeURIComponent(rest.join('/')) };
    }
    const segment = segments[i];
    if (segment === undefined || segment === '') return undefined;
    if (part === ':bucket') bucket = decodeURIComponent(segment);
    else if (part !== segment) return undefined;
  }
  return segments.length === pattern.length ? { bucket, key: '' } : undefined;
}
