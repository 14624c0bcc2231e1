import type { AppSupabaseClient } from '@/shared/supabase';
import { newPhotoPath, PHOTO_BUCKET } from './photo-storage';
import { uploadWithProgress } from './upload-with-progress';

export interface PhotoUpload {
  me: string;
  /** The re-encoded JPEG. */
  photo: Blob;
  onProgress?: (percent: number) => void;
}

/**
 * SPEC §7's upload: the file to `{uid}/{random}.jpg` (cache 3600, no overwrite), then a photos row with
 * its public URL. When the database refuses the row (the photo limit), the file goes again, so no
 * unreferenced upload is left behind.
 */
export async function uploadAndRecordPhoto(supabase: AppSupabaseClient, { me, photo, onProgress }: PhotoUpload) {
  const { data: auth, error: sessionError } = await supabase.auth.getSession();
  if (sessionError || !auth.session) return { data: null, error: sessionError ?? new Error('No session to upload with') };
  const path = newPhotoPath(me);
  await uploadWithProgress({ path, file: photo, accessToken: auth.session.access_token, onProgress });
  const bucket = supabase.storage.from(PHOTO_BUCKET);
  const { publicUrl } = bucket.getPublicUrl(path).data;
  const inserted = await supabase.from('photos').insert({ user_id: me, url: publicUrl });
  if (inserted.error) {
    const removed = await bucket.remove([path]);
    if (removed.error) console.error('Remove refused photo upload failed', removed.error);
  }
  return { data: null, error: inserted.error };
}
