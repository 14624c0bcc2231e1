import type { Tx } from '../../db';
import { STORAGE_ERRORS } from '../errors/error-catalogue';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns hosted Storage answers with, in its order. */
export const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

/**
 * A bucket as the owner reads it: its limits apply to everyone, and hosted Storage also looks buckets
 * up as the superuser before the caller's policies decide about objects.
 */
export async function findBucket(db: Tx, id: string): Promise<BucketRow> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  if (rows.length === 0) throw STORAGE_ERRORS.noSuchBucket();
  return rows[0];
}
