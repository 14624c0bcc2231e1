import { randomUUID } from 'node:crypto';
import { readJsonBody, sendJson } from '../../http';
import { findBucket } from '../buckets/bucket-row';
import { callerClaims, ownerOf } from '../caller';
import { STORAGE_ERRORS } from '../errors/error-catalogue';
import { objectFile } from '../file-locations';
import { isValidBucketName, isValidObjectKey, mustBeValidBucketName, mustBeValidObjectKey } from '../names';
import { transformOptions } from '../render/transform-options';
import type { StorageOperation, StorageRequest } from '../storage-request';
import { checkPermission, storeUpload } from '../uploads/upload-object';
import { findObject, type ObjectRow } from './object-rows';
import { sendObjectFile } from './send-object-file';
import { mustBeValidExpiresIn, signUrlToken, verifyUrlToken } from './signed-url-token';

/** Hosted Storage's lifetime of a signed upload URL (SIGNED_UPLOAD_URL_EXPIRATION_TIME on hosted projects). */
export const SIGNED_UPLOAD_SECONDS = 2 * 60 * 60;

/** How many paths one createSignedUrls call may name, as one removal may (no cost grows past it). */
const MAX_PATHS = 1000;

const TRANSFORM_KEYS = ['width', 'height', 'resize', 'format', 'quality'] as const;

/** storage-js's `transform` as the render route's query: checked now, so a signed URL never carries a bad one. */
function transformQuery(transform: unknown): string | undefined {
  if (transform === undefined || transform === null) return undefined;
  if (typeof transform !== 'object') throw STORAGE_ERRORS.invalidRequest('body/transform must be object');
  const query = new URLSearchParams();
  for (const key of TRANSFORM_KEYS) {
    const value = (transform as Record<string, unknown>)[key];
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  transformOptions(query);
  return query.size > 0 ? query.toString() : undefined;
}

/** The objects of `bucket` among `names` the caller may read (its policies decide). */
async function readableObjects({ env, req }: StorageRequest, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const claims = await callerClaims(env.ctx, req);
  return env.ctx.db.asRole(claims, async (tx) => {
    const { rows } = await tx.query<ObjectRow>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [bucket, names]);
    return rows;
  });
}

/**
 * POST /object/sign/{bucket}/{key} `{ expiresIn, transform? }` (createSignedUrl): a URL anyone holding it
 * may read the object with until it expires, for a caller whose policies let her read it now.
 */
export const signObjectUrl: StorageOperation = async (request) => {
  const { env, req, res, bucket, key } = request;
  const body = ((await readJsonBody(req)) ?? {}) as { expiresIn?: unknown; transform?: unknown };
  const expiresIn = mustBeValidExpiresIn(body.expiresIn);
  const transformations = transformQuery(body.transform);
  if (!isValidBucketName(bucket) || !isValidObjectKey(key)) throw STORAGE_ERRORS.noSuchKey();
  if ((await readableObjects(request, bucket, [key])).length === 0) throw STORAGE_ERRORS.noSuchKey();
  const url = `${bucket}/${key}`;
  const token = await signUrlToken({ scope: 'download', url, ...(transformations && { transformations }) }, env.ctx.config.jwtSecret, expiresIn);
  sendJson(res, 200, { signedURL: `/${transformations ? 'render/image' : 'object'}/sign/${url}?token=${token}` });
};

/** POST /object/sign/{bucket} `{ expiresIn, paths }` (createSignedUrls): one answer per path, an error where she may not read it. */
export const signObjectUrls: StorageOperation = async (request) => {
  const { env, req, res, bucket } = request;
  const body = ((await readJsonBody(req)) ?? {}) as { expiresIn?: unknown; paths?: unknown };
  const expiresIn = mustBeValidExpiresIn(body.expiresIn);
  const { paths } = body;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string')) {
    throw STORAGE_ERRORS.invalidRequest('body/paths must be a non-empty array of strings');
  }
  if (paths.length > MAX_PATHS) throw STORAGE_ERRORS.invalidRequest(`At most ${MAX_PATHS} paths can be signed at once`);
  mustBeValidBucketName(bucket);
  const readable = new Set((await readableObjects(request, bucket, paths as string[])).map((row) => row.name));
  const answers = await Promise.all(
    (paths as string[]).map(async (path) => {
      if (!readable.has(path)) return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      const url = `${bucket}/${path}`;
      const token = await signUrlToken({ scope: 'download', url }, env.ctx.config.jwtSecret, expiresIn);
      return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
    }),
  );
  sendJson(res, 200, answers);
};

/** The object a token opens, found whatever the policies say now: the URL was the reader's permission. */
async function signedObject({ env, query, bucket, key }: StorageRequest, scope: 'download') {
  const token = query.get('token');
  if (!token) throw STORAGE_ERRORS.invalidRequest("querystring must have required property 'token'");
  const claims = await verifyUrlToken(token, env.ctx.config.jwtSecret, `${bucket}/${key}`, scope);
  const object = await env.ctx.db.transaction((tx) => findObject(tx, bucket, key));
  if (object === undefined) throw STORAGE_ERRORS.noSuchKey();
  const file = objectFile(env.files, bucket, key);
  if (file === undefined) throw STORAGE_ERRORS.fileMissing();
  return { claims, object, file };
}

/** GET /object/sign/{bucket}/{key}?token=: the file, for whoever holds an unexpired token for it. */
export const downloadSignedObject: StorageOperation = async (request) => {
  const { object, file } = await signedObject(request, 'download');
  await sendObjectFile(request.req, request.res, object, file, { head: false, download: request.query.get('download') });
};

/** GET /render/image/sign/{bucket}/{key}?token=: the image as the token's transformation renders it. */
export const renderSignedImage: StorageOperation = async (request) => {
  const { env, req, res, bucket, key, query } = request;
  const { claims, object } = await signedObject(request, 'download');
  const options = transformOptions(new URLSearchParams(claims.transformations ?? ''));
  const { file, variant } = await env.images.variantFile({ bucket, key, options, accept: req.headers.accept }, object);
  await sendObjectFile(req, res, object, file, {
    head: false,
    download: query.get('download'),
    representation: { contentType: variant.output.contentType, eTag: variant.eTag, vary: variant.output.negotiated ? 'Accept' : undefined },
  });
};

/**
 * POST /object/upload/sign/{bucket}/{key} (createSignedUploadUrl; `x-upsert: true` to replace): a URL
 * to upload that one object without a session, for two hours, given to a caller whose policies would
 * let her upload it now (checked by writing the row and rolling back, as an upload is checked).
 */
export const signUploadUrl: StorageOperation = async ({ env, req, res, bucket, key }) => {
  mustBeValidBucketName(bucket);
  mustBeValidObjectKey(key);
  const claims = await callerClaims(env.ctx, req);
  const upsert = req.headers['x-upsert'] === 'true';
  await findBucket(env.ctx.db, bucket);
  const owner = ownerOf(claims) ?? undefined;
  const row = { bucket, name: key, owner: owner ?? null, ownerId: claims.sub ?? null, version: randomUUID(), metadata: {}, userMetadata: null };
  await checkPermission(env.ctx.db, claims, row, upsert);
  const url = `${bucket}/${key}`;
  const token = await signUrlToken({ scope: 'upload', url, owner, upsert }, env.ctx.config.jwtSecret, SIGNED_UPLOAD_SECONDS);
  sendJson(res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
};

/** PUT /object/upload/sign/{bucket}/{key}?token= (uploadToSignedUrl): stored as the member who asked for the URL. */
export const uploadSignedObject: StorageOperation = async (request) => {
  const { env, query, bucket, key } = request;
  mustBeValidBucketName(bucket);
  mustBeValidObjectKey(key);
  const token = query.get('token');
  if (!token) throw STORAGE_ERRORS.invalidRequest("querystring must have required property 'token'");
  const claims = await verifyUrlToken(token, env.ctx.config.jwtSecret, `${bucket}/${key}`, 'upload');
  const owner = claims.owner ?? null;
  await storeUpload(request, { claims: { role: 'service_role' }, owner, ownerId: owner, upsert: claims.upsert === true });
  sendJson(request.res, 200, { Key: `${bucket}/${key}` });
};
