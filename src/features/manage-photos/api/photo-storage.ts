import { env } from '@/shared/config';

/** The public bucket of member photos (database.md "Photos and their files"). */
export const PHOTO_BUCKET = 'profile-photos';

/** `{uid}/{uuid}.jpg`: the owner's folder, and a name nobody can guess (folders are not listable by others). */
export const newPhotoPath = (me: string) => `${me}/${crypto.randomUUID()}.jpg`;

/** Where storage-js uploads an object: `{url}/storage/v1/object/{bucket}/{path}`. */
export const photoObjectUrl = (path: string) =>
  new URL(`storage/v1/object/${PHOTO_BUCKET}/${path}`, env.supabaseUrl.replace(/\/?$/, '/')).href;
