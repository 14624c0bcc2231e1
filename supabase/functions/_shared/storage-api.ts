import type { EdgeEnv } from './edge-function.ts';

/** One entry of a folder listing: a file, or a sub-folder (id null). */
export interface StorageEntry {
  name: string;
  id: string | null;
}

const serviceHeaders = (env: EdgeEnv) => ({
  apikey: env.serviceRoleKey,
  Authorization: `Bearer ${env.serviceRoleKey}`,
  'Content-Type': 'application/json',
});

/** One page of a folder (POST /storage/v1/object/list/{bucket}), names relative to the folder. */
export async function listFolder(env: EdgeEnv, bucket: string, folder: string, limit: number, offset: number): Promise<StorageEntry[]> {
  const res = await fetch(`${env.supabaseUrl}/storage/v1/object/list/${encodeURIComponent(bucket)}`, {
    method: 'POST',
    headers: serviceHeaders(env),
    body: JSON.stringify({ prefix: folder, limit, offset, sortBy: { column: 'name', order: 'asc' } }),
  });
  if (!res.ok) throw new Error(`storage answered ${res.status} to a listing of ${bucket}/${folder}`);
  return (await res.json()) as StorageEntry[];
}

/** Hosted Storage's limit on the names one removal may list. */
export const MAX_REMOVE = 1000;

/** Removes objects by their full names (DELETE /storage/v1/object/{bucket}), at most MAX_REMOVE. */
export async function removeObjects(env: EdgeEnv, bucket: string, names: string[]): Promise<void> {
  const res = await fetch(`${env.supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}`, {
    method: 'DELETE',
    headers: serviceHeaders(env),
    body: JSON.stringify({ prefixes: names }),
  });
  if (!res.ok) throw new Error(`storage answered ${res.status} to a removal in ${bucket}`);
  await res.body?.cancel();
}

/** Stores one object under its full name (POST /storage/v1/object/{bucket}/{name}), never replacing one. */
export async function uploadObject(env: EdgeEnv, bucket: string, name: string, bytes: Uint8Array, contentType: string): Promise<void> {
  const res = await fetch(`${env.supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`, {
    method: 'POST',
    headers: { ...serviceHeaders(env), 'Content-Type': contentType },
    body: bytes,
  });
  if (!res.ok) throw new Error(`storage answered ${res.status} to an upload to ${bucket}: ${(await res.text()).slice(0, 200)}`);
  await res.body?.cancel();
}
