import { createTable } from './table';

/** storage.objects with the bytes kept beside the row: what the SPA uploaded, by bucket and name. */
export interface MockStorageObject {
  bucket_id: string;
  name: string;
  owner_id: string;
  content_type: string;
  size: number;
  cache_control: string;
}

export const createStorageObjectsTable = () =>
  createTable<MockStorageObject>({
    create: (input) => ({ bucket_id: '', name: '', owner_id: '', content_type: '', size: 0, cache_control: '', ...input }),
    unique: [{ constraint: 'objects_bucketid_objname', column: 'bucket_id, name', value: (o) => `${o.bucket_id}/${o.name}` }],
  });
