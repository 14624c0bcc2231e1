import { http, HttpResponse } from 'msw';
import { PHOTO_MAX_BYTES } from '@/shared/config';
import { mockDb } from '../db';
import { callerOf } from '../gotrue/sessions';
import { storageUrl } from '../supabase-url';

// Storage's error bodies: the HTTP status and, as text, the status it stands for.
const storageError = (status: number, statusCode: string, error: string, message: string) =>
  HttpResponse.json({ statusCode, error, message }, { status });

// The profile-photos bucket's rules: the owner's own folder, a long random name with an image extension.
const PHOTO_NAME = /^([0-9a-f-]{36})\/[A-Za-z0-9_-]{20,100}\.(jpg|jpeg|png|webp|gif|avif)$/;

/** Uploads (multipart, as storage-js sends a Blob) and removals, kept in mockDb.storageObjects. */
export const storageHandlers = [
  http.post(storageUrl('/object/:bucket/*'), async ({ request, params }) => {
    const caller = callerOf(request)?.user;
    if (!caller) return storageError(400, '403', 'Unauthorized', 'new row violates row-level security policy');
    const bucket = String(params.bucket);
    const name = decodeURIComponent(new URL(request.url).pathname.split(`/object/${bucket}/`)[1]);
    if (PHOTO_NAME.exec(name)?.[1] !== caller.id) {
      return storageError(400, '403', 'Unauthorized', 'new row violates row-level security policy');
    }
    const form = await request.formData();
    const file = form.get('');
    if (!(file instanceof Blob)) return storageError(400, '400', 'InvalidRequest', 'No file in the upload');
    if (file.size > PHOTO_MAX_BYTES) return storageError(413, '413', 'Payload too large', 'The object exceeded the maximum allowed size');
    if (!file.type.startsWith('image/')) return storageError(400, '415', 'invalid_mime_type', `mime type ${file.type} is not supported`);
    if (mockDb.storageObjects.findFirst({ bucket_id: bucket, name })) {
      return storageError(400, '409', 'Duplicate', 'The resource already exists');
    }
    const cacheControl = String(form.get('cacheControl') ?? '');
    mockDb.storageObjects.create({ bucket_id: bucket, name, owner_id: caller.id, content_type: file.type, size: file.size, cache_control: cacheControl });
    return HttpResponse.json({ Id: crypto.randomUUID(), Key: `${bucket}/${name}` });
  }),
  // remove([...]): the caller's own objects among the names, answered with what was removed.
  http.delete(storageUrl('/object/:bucket'), async ({ request, params }) => {
    const caller = callerOf(request)?.user;
    const { prefixes } = (await request.json()) as { prefixes: string[] };
    const removed = mockDb.storageObjects.delete(
      (object) => object.bucket_id === params.bucket && prefixes.includes(object.name) && object.owner_id === caller?.id,
    );
    return HttpResponse.json(removed.map(({ bucket_id, name }) => ({ bucket_id, name })));
  }),
];
