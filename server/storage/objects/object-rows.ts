import type { Tx } from '../../db';

/** What hosted Storage keeps in `storage.objects.metadata` for a stored file. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

/** The columns of an object in Storage's answers (its row without the derived path_tokens). */
export const OBJECT_COLUMNS =
  'name, bucket_id, owner, owner_id, version, id, updated_at, created_at, last_accessed_at, metadata, user_metadata';

export interface ObjectWrite {
  bucket: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  version: string;
  metadata: Partial<ObjectMetadata>;
  userMetadata: Record<string, unknown> | null;
}

const INSERT = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
  values ($1, $2, $3, $4, $5, $6, $7)`;

/**
 * Creates the row of an upload, or with `upsert` replaces the row at that name. Run as the caller:
 * the insert (and update) policies decide, a second upload without upsert is 23505.
 */
export async function writeObjectRow(tx: Tx, write: ObjectWrite, upsert: boolean): Promise<{ id: string }> {
  const conflict = upsert
    ? ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
        version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
        updated_at = now(), last_accessed_at = now()`
    : '';
  const { rows } = await tx.query<{ id: string }>(`${INSERT}${conflict} returning id`, [
    write.bucket,
    write.name,
    write.owner,
    write.ownerId,
    write.version,
    JSON.stringify(write.metadata),
    write.userMetadata === null ? null : JSON.stringify(write.userMetadata),
  ]);
  return rows[0];
}

export async function findObject(tx: Tx, bucket: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

/** Deletes the named objects the caller may delete (the others are left, unreported, as hosted does). */
export async function deleteObjectRows(tx: Tx, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const { rows } = await tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}
